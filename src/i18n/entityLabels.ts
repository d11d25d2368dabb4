import type { EntityType } from '@/contract';
import { i18next } from '@/i18n/i18n';

// read when called (during a render), so a language switch re-renders them in the new language

/** What a merchant calls each entity type (plural: a file carries many of them), e.g. "Products". */
export const entityLabel = (entity: EntityType) => i18next.t(`common:entity.${entity}_other`);

/** The entity type inside a sentence: "the products file", "strategy for inventory". */
export const entityLabelInText = (entity: EntityType) => i18next.t(`common:entityInText.${entity}`);
