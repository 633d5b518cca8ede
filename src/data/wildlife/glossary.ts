/**
 * WildLife's vocabulary (shape: src/data/glossary.ts). A first, minimal version holding only the
 * entries the look-up tests need (issue 20); the message layer (issue 17) writes the full glossary.
 */
import type { Glossary } from '../glossary';

export const GLOSSARY: Glossary = [
	{ id: 'defense', fr: { term: 'Défense' }, en: { term: 'Defense', synonyms: ['defence'] } },
];
