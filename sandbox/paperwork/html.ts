import { formatUsDate } from '../../src/lib/dates.ts';
import { calendarDay } from '../../src/schemas/paperwork-requests.ts';

/**
 * What the sandbox's own HTML pages (signing page, outbox) share. They are served under the
 * portal's Content-Security-Policy (scripts/security-headers.ts): no script at all, inline
 * <style> only, forms posting to this site. Every value from a request or the database goes
 * through escapeHtml, and every link through safeHref.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML text node or a quoted attribute value; null and undefined become ''. */
export function escapeHtml(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * A link target that cannot run script or leave through an odd scheme: a path on this site
 * (`/…`, not `//…`) or an absolute http(s) address. Null for anything else.
 */
export function safeHref(url: string | null | undefined): string | null {
  const text = url?.trim();
  if (!text) return null;
  if (text.startsWith('/')) {
    return text.startsWith('//') || text.startsWith('/\\') ? null : text;
  }
  try {
    const parsed = new URL(text);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A service Date (ISO, `YYYY-MM-DD…` or `MM/DD/YYYY`) as MM/DD/YYYY, never shifted; null if none. */
export function displayDate(value: string | null | undefined): string | null {
  const day = calendarDay(value);
  return day ? formatUsDate(day) : null;
}

export const DOCUMENT_TITLES: Record<string, string> = {
  FULL: 'Credit contract',
  LCC: 'Completion certificate',
  ACH: 'Automatic payment (ACH) authorization',
  HardCopies: 'Paperwork packet (hard copies)',
};

/** A document's name for people; an unknown type is shown as it came. */
export function documentTitle(type: string): string {
  return DOCUMENT_TITLES[type] ?? type;
}

const SIGNEE_TITLES: Record<string, string> = {
  Applicant: 'Applicant',
  CoApplicant: 'Co-applicant',
  Dealer: 'Dealer',
};

/** A SigneeType for people; unknown values are humanised, never dropped (open enum). */
export function signeeTitle(type: string): string {
  return (
    SIGNEE_TITLES[type] ??
    type.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase())
  );
}

/**
 * Text #1b1b1b on white (16:1), links and buttons #0b57a4 (7:1 with white), status colours at
 * 7:1 or better; 18 px text and 48 px targets for a tablet on a kitchen table.
 */
const STYLES = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;font-size:18px;line-height:1.5;color:#1b1b1b;background:#f4f5f7}
body{margin:0}
.banner{background:#3d2c00;color:#fff;padding:.5rem 1rem;font-size:.875rem}
main{max-width:48rem;margin:0 auto;padding:1.5rem 1rem 3rem}
main.wide{max-width:80rem}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 .5rem}
h2{font-size:1.25rem;margin:2rem 0 .75rem}
.lead{margin:0 0 1rem;color:#33363b}
.card{background:#fff;border:1px solid #c4c8cf;border-radius:.5rem;padding:1rem 1.25rem}
ul.plain,ol.signees{margin:0;padding:.25rem 1.25rem;list-style:none}
section.card{margin-top:1.5rem}
.card h2{margin-top:0}
ul.plain li,ol.signees li{padding:.75rem 0;border-top:1px solid #dde0e4}
ul.plain li:first-child,ol.signees li:first-child{border-top:0}
.who{font-weight:600}
.role{color:#33363b}
.status{display:inline-block;margin-top:.25rem;padding:.125rem .5rem;border-radius:.25rem;font-size:.875rem;font-weight:600}
.status-signed{background:#e3f1e4;color:#17451a}
.status-current{background:#e2ecf8;color:#0a3d73}
.status-waiting{background:#f1f2f4;color:#33363b}
a{color:#0b57a4}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #0b57a4;outline-offset:2px}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
.hint{margin:0 0 .5rem;color:#33363b;font-size:.9rem}
input[type=text],input[type=password]{width:100%;max-width:28rem;min-height:48px;padding:.5rem .75rem;font-size:1.125rem;border:2px solid #5c6370;border-radius:.375rem;background:#fff;color:#1b1b1b}
input[aria-invalid=true]{border-color:#a4161a}
button{min-height:48px;margin-top:1rem;padding:.5rem 1.5rem;font-size:1.125rem;font-weight:600;color:#fff;background:#0b57a4;border:0;border-radius:.375rem;cursor:pointer}
button:hover{background:#084580}
.signed-in{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between}
.signed-in button{margin-top:0}
.error{color:#a4161a;font-weight:600;margin:.25rem 0}
.done{border-left:6px solid #17451a}
table{width:100%;border-collapse:collapse;background:#fff}
caption{text-align:left;font-weight:600;padding:.5rem 0}
th,td{text-align:left;padding:.625rem .75rem;border-bottom:1px solid #dde0e4;vertical-align:top}
th{background:#eceef1}
.table-wrap{overflow-x:auto;border:1px solid #c4c8cf;border-radius:.5rem}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
`;

/** A complete page: lang, charset, viewport, title, the sandbox banner and one <main>. */
export function renderPage(options: {
  title: string;
  body: string;
  /** A table of five columns (the outbox) needs the width of a laptop's screen, not a column's. */
  wide?: boolean;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(options.title)}</title>
<style>${STYLES}</style>
</head>
<body>
<header class="banner">Sandbox: a stand-in for the lender's service. Nothing here is a real signature or message.</header>
<main${options.wide ? ' class="wide"' : ''}>
${options.body}
</main>
</body>
</html>
`;
}
