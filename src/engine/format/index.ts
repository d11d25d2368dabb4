// The import files' format, the one entry the mock and the rest of the engine read it through: the
// element rules, keys, references and fields, the splitter of a JSON array, nesting and positions in
// a text, problems and their words, attribute values, the read models and the category parent chains.
// The rule sets (rules/) and the rules' building blocks stay inside: an element enters them through
// checkImportElement.
export * from './attributeValues';
export * from './categoryParents';
export { dottedPath, isObject, type ElementProblem } from './elementChecker';
export * from './elementKey';
export * from './elementReferences';
export * from './elementRules';
export * from './guessEntityType';
export * from './inEnglish';
export * from './jsonArraySplitter';
export * from './nesting';
export * from './postModelFields';
export * from './problems';
export * from './readModels';
export * from './scanStep';
export * from './textPosition';
