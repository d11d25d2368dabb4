// The import files' format: the element rules and the one splitter of a JSON array, shared by the
// app's checker and the mock's processor.
export * from './elementRules';
export * from './categoryParents';
export * from './jsonArraySplitter';
export * from './textPosition';
export * from './nesting';
