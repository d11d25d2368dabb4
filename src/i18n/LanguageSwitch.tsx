import { useTranslation } from 'react-i18next';
import { languages, pseudoLanguage, setLanguage, type AppLanguage } from './i18n';

/** Each language named in itself, so that a merchant finds theirs whatever the page speaks. */
const names: Record<(typeof languages)[number], string> = { de: 'Deutsch', en: 'English' };

/** The page's language; its label is in both languages on purpose, so whoever cannot read the page still finds it. */
export function LanguageSwitch() {
  const { i18n } = useTranslation();
  return (
    <label className="language-switch" translate="no">
      {/* eslint-disable-next-line i18next/no-literal-string -- bilingual on purpose (see above) */}
      <span className="visually-hidden">Sprache / Language</span>
      <select className="language-select" value={i18n.language} onChange={(event) => void setLanguage(event.target.value as AppLanguage)}>
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>{names[language]}</option>
        ))}
        {i18n.language === pseudoLanguage && <option value={pseudoLanguage}>{pseudoLanguage}</option>}
      </select>
    </label>
  );
}
