import { describe, expect, it } from 'vitest';
import { stylesheetsFirst } from './stylesheets-first.ts';

const transform = (html: string): string => {
  const hook = stylesheetsFirst().transformIndexHtml as {
    handler: (html: string) => string;
  };
  return hook.handler(html);
};

const built = `<html>
  <head>
    <meta charset="UTF-8" />
    <title>Dealer Portal</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
</html>`;

describe('stylesheetsFirst', () => {
  it('moves the stylesheet right after the charset, before the scripts', () => {
    const html = transform(built);
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(html.indexOf('index.css')).toBeLessThan(html.indexOf('index.js'));
    expect(html).toContain(
      '<meta charset="UTF-8" />\n    <link rel="stylesheet" crossorigin href="/assets/index.css">\n',
    );
  });

  it('leaves a page without the charset line as built, styles included', () => {
    const page = built.replace('<meta charset="UTF-8" />\n', '');
    expect(transform(page)).toBe(page);
  });
});
