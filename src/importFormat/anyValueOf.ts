/**
 * The reference that stands for every value of an attribute with no `values` list, which takes any
 * value: `attribute/` beside the `attribute/value` of elementRules' references (a value's code is
 * never empty). Apart from the rules, so that the page's cross-file checks load without them.
 */
export const anyValueOf = (attribute: string) => `${attribute}/`;
