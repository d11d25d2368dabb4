    files: ['mock-server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/app/**', '**/src/features/**', '**/src/lib/**', '**/src/components/**', '**/src/i18n/**', '**/src/testing/**', '**/src/engine', '**/src/engine/checker/**', '**/src/engine/catalog/**', '**/src/engine/preview/**', '**/src/engine/snapshot/**', '**/src/engine/format/*'], message: 'The mock server imports only the wire contract (src/contract) and the import files\' format through its entry (src/engine/format).' },
          ],
        },
      ],
    },
