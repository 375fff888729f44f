/**
 * pdf-lib's own ES bundle (pako included): its `module` build pulls CommonJS pako, whose
 * interop helpers Rolldown would share with every route's entry.
 */
declare module 'pdf-lib/dist/pdf-lib.esm.min.js' {
  export * from 'pdf-lib';
}
