// The import files' format as the mock's processor takes it: the element rules, the category
// parent chains, and the checker's English words for its log.
export * from './elementRules';
export * from './categoryParents';
export * from './inEnglish';
