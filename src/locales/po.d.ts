// Vite's Lingui plugin compiles a .po catalog into a module of its messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
