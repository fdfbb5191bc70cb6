// Pure formatting of engine data into text through i18n (no DOM).
export * from './names';
export * from './track';
export * from './log';
