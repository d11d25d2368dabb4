// The app's one i18next instance, for what words a message outside React (the engine, lib/); i18n.ts
// starts it, with its React binding, before the first render.
export { default as i18next } from 'i18next';
