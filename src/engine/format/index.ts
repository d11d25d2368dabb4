// The import files' format, the one entry the mock and the rest of the engine read it through: the
// element rules, the splitter of a JSON array, nesting and positions in a text, problems and their
// words, attribute values, the read models and the category parent chains.
export * from './attributeValues';
export * from './categoryParents';
export * from './elementRules';
export * from './inEnglish';
export * from './jsonArraySplitter';
export * from './nesting';
export * from './problems';
export * from './readModels';
export * from './textPosition';
