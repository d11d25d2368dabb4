import { entityTypes, type EntityType } from '../../contract/terms';
import { isObject, type Obj } from './elementChecker';
import { postModelFields } from './postModelFields';

/** How well an element's fields fit an entity type's POST model: its fields the model has, less those it does not. */
const fieldFit = (entity: EntityType, el: Obj) => {
  let fit = 0;
  for (const field in el) if (field !== 'importType') fit += postModelFields[entity].has(field) ? 1 : -1;
  return fit;
};

/**
 * The entity type an element fits better than `own`, the slot's: used to say "this looks like a
 * products file". Null when `own` fits as well as any, or when two others fit equally well (a
 * fixed segment's `code`, `name` and `type` are an attribute's too).
 */
export const guessEntityType = (el: unknown, own: EntityType): EntityType | null => {
  if (!isObject(el)) return null;
  let best: EntityType | null = null;
  let bestFit = fieldFit(own, el);
  let tie = false;
  for (const entity of entityTypes) {
    const fit = fieldFit(entity, el);
    if (fit > bestFit) [best, bestFit, tie] = [entity, fit, false];
    else if (fit === bestFit && entity !== own && best !== null) tie = true;
  }
  return tie ? null : best;
};
