// The import files' format: the element rules and the one splitter of a JSON array, shared by the
// app's checker and the mock's processor, and what both say about a file (problem codes, and
// their English words for the mock's log).
export * from './elementRules';
export * from './categoryParents';
export * from './jsonArraySplitter';
export * from './textPosition';
export * from './nesting';
export * from './problems';
export * from './inEnglish';
