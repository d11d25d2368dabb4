  {
    // The wire contract and the import files' format are read by the mock on plain Node: they
    // import each other relatively and nothing else of the app.
    files: ['src/contract/**/*.ts', 'src/engine/format/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@/*', '**/app/**', '**/features/**', '**/lib/**', '**/components/**', '**/i18n/**', '**/testing/**', '**/engine', '**/engine/checker/**', '**/engine/catalog/**', '**/engine/preview/**', '**/engine/snapshot/**'], message: 'src/contract and src/engine/format import only each other (relatively), so the mock reads them on plain Node.' },
      ] }],
    },
  },
  {
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/format/**', '**/*.test.ts', 'src/engine/**/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/features/**', '**/app/**', '**/components/**'], message: 'The import engine depends on the contract, lib/ and i18n/ only: no pages.' },
        { group: ['react', 'react-dom', 'react-dom/*', 'react-router-dom', '@tanstack/react-query', 'react-i18next'], message: 'The import engine holds no React: hooks and views live with the pages.' },
      ] }],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/i18n/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/features/**', '**/app/**', '**/engine', '**/engine/**'], message: 'lib/, components/ and i18n/ must not depend on the engine, the features or the app.' },
      ] }],
    },
  },
  // A feature never reaches into another feature: it may use another's public module (its
  // index.ts) where this list says so, and every feature may read the session (auth/session).
  ...Object.entries({
    auth: [],
    catalogExport: [],
    customers: [],
    importHistory: ['snapshots'],
    importWizard: ['importHistory', 'snapshots'],
    segments: ['customers'],
    snapshots: [],
  }).map(([feature, uses], _i, all) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**', '../../app/*'], message: 'Features must not depend on the app shell.' },
            { group: ['**/mock-server/**', '**/mock-server'], message: 'The app never imports the mock server; share shapes through src/contract.' },
            { group: ['@/engine/**', '**/engine/*/**'], message: 'The import engine is used through its entry, @/engine.' },
            ...all
              .filter(([other]) => other !== feature && other !== 'auth')
              .map(([other]) => ({
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
