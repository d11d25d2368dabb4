import { entityTypes } from '@/api/terms';
import type { EntityType } from '@/api';
import { i18next } from '@/i18n/i18n';

/*
 * The entity types in words, from the `imports` catalog in the page's language. Each is read when
 * it is called (during a render), so a language switch re-renders them in the new language.
 */

/** What a merchant calls each entity type (plural: a file carries many of them), e.g. "Products". */
export const entityLabel = (entity: EntityType) => i18next.t(`imports:entity.${entity}_other`);

/** The entity type inside a sentence: "the products file", "strategy for inventory". */
export const entityLabelInText = (entity: EntityType) => i18next.t(`imports:entityInText.${entity}`);

/** One element and many elements of an entity type, inside a sentence ("product", "products"). */
export const elementNouns = Object.fromEntries(
  entityTypes.map((entity) => [
    entity,
    {
      get one() {
        return i18next.t(`imports:elementNoun.${entity}.one`);
      },
      get many() {
        return i18next.t(`imports:elementNoun.${entity}.many`);
      },
    },
  ]),
) as Record<EntityType, { readonly one: string; readonly many: string }>;

/** "an attributes file", "a products file" */
export const aFileOf = (entity: EntityType) => i18next.t(`imports:aFileOf.${entity}`);

/** What a full import may delete: "every existing product in catalog default", "every existing attribute". */
export const everyExisting = (entity: EntityType, catalogCode: string | undefined) =>
  catalogCode ? i18next.t(`imports:everyExistingInCatalog.${entity}`, { catalog: catalogCode }) : i18next.t(`imports:everyExisting.${entity}`);
