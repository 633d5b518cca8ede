/**
 * Planet's vocabulary (shape: src/data/glossary.ts). A first, minimal version holding only the
 * entries the look-up tests need (issue 20); the message layer (issue 17) writes the full glossary.
 */
import type { Glossary } from '../glossary';

export const GLOSSARY: Glossary = [
	{ id: 'corner', fr: { term: 'pointe', synonyms: ['coin', 'sommet'] }, en: { term: 'corner', synonyms: ['vertex'] }, inTable: false },
];
