import { i18next } from '@/i18n/i18n';
import { formatList } from '@/i18n/format';

const named = ['shortDescription', 'longDescription', 'properties', 'password', 'attributes'] as const;
const isNamed = (name: string): name is (typeof named)[number] => (named as readonly string[]).includes(name);

/**
 * The POST model fields the read models do not return, in the merchant's words (a field without
 * words of its own by its name). Called in render by components that use the translation, so a
 * change of language draws it again.
 */
export const unreadFieldWords = (names: readonly string[]) => formatList(names.map((name) => (isNamed(name) ? i18next.t(`common:unreadField.${name}`) : name)));
