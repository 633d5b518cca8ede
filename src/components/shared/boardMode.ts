import { createContext } from 'preact';

/**
 * True inside a walkthrough's board slot in guided mode: the board is a picture of the step, its
 * cells do nothing, so they take no tab stop — from the server-rendered HTML on, so a reader
 * without JavaScript never tabs into a dead board (the stage also removes them once hydrated).
 */
export const GuidedBoardContext = createContext(false);
