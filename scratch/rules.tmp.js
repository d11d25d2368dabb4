  // Dependency rules (docs/architecture.md#dependency-rules). Each block states every pattern its
  // files obey: a later block's options replace an earlier one's, they do not add to them.
  {
    // The wire contract and the import files' format are read by the mock on plain Node: they
    // import each other relatively, the checker's English words, zod and i18next, and nothing else.
    files: ['src/contract/**/*.ts', 'src/engine/format/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        noMock,
        noReact,
        { group: ['@/*', '**/app/**', '**/features/**', '**/lib/**', '**/components/**', '**/testing/**', '**/i18n/*', '!**/i18n/locales', '**/engine', '**/engine/checker/**', '**/engine/catalog/**', '**/engine/preview/**', '**/engine/snapshot/**'], message: 'src/contract and src/engine/format import only each other (relatively) and the checker\'s English words, so the mock reads them on plain Node.' },
        { regex: '^(\\.\\./)+(checker|catalog|preview|snapshot)(/|$)|^\\.\\.(/index)?$', message: 'src/engine/format is the engine\'s base: it does not import the rest of the engine.' },
      ] }],
    },
  },
  {
    files: ['src/engine/**/*.{ts,tsx}'],
    ignores: ['src/engine/format/**', '**/*.test.ts', 'src/engine/**/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        noMock,
        noReact,
        { group: ['**/features/**', '**/app/**', '**/components/**', '@/i18n/i18n', '@/i18n/LanguageSwitch', '@/lib/use*'], message: 'The import engine depends on the contract, lib/ and the i18next instance only: no pages and no React (hooks and views live with the pages).' },
      ] }],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/i18n/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        noMock,
        { group: ['**/features/**', '**/app/**', '**/engine', '**/engine/**'], message: 'lib/, components/ and i18n/ must not depend on the engine, the features or the app.' },
      ] }],
    },
  },
  // A feature never reaches into another feature: it may use another's public module (its
  // index.ts) where this list says so, and every feature may read the session (auth/session).
  // Outside its own folder a feature imports by `@/…`, so a relative path that climbs into
  // another feature is refused too.
  ...Object.entries(featureUses).map(([feature, uses]) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noMock,
            { group: ['**/app/**', '../../app/*'], message: 'Features must not depend on the app shell.' },
            { group: ['@/engine/**', '**/engine/*/**'], message: 'The import engine is used through its entry, @/engine.' },
            { regex: `^(\\.\\./)+(${Object.keys(featureUses).join('|')})(/|$)`, message: 'Another feature is imported by its public module, `@/features/<name>`, never by a relative path.' },
            ...Object.keys(featureUses)
              .filter((other) => other !== feature && other !== 'auth')
              .map((other) => ({
                group: [`**/features/${other}/**`, ...(uses.includes(other) ? [] : [`**/features/${other}`])],
                message: uses.includes(other)
                  ? `The ${feature} feature uses the ${other} feature through its public module (@/features/${other}) only.`
                  : `The ${feature} feature must not depend on the ${other} feature.`,
              })),
            ...(feature === 'auth' ? [] : [{ group: ['**/features/auth/*', '!**/features/auth/session'], message: 'Of auth, features may use only the session (auth/session).' }]),
          ],
        },
      ],
    },
  })),
