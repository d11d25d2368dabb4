// src/contract/wireNames.ts reads import.meta.env (filled by Vite, undefined on plain Node); the mock
// type-checks src/contract too, so it needs Vite's typing of import.meta.
/// <reference types="vite/client" />
