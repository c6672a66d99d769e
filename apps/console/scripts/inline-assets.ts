/**
 * The JavaScript and CSS a page carries inside its HTML: the bodies of `<script>` elements without
 * a `src` (JSON data blocks excluded) and of `<style>` elements. The sign-in page inlines its
 * stylesheet and two small scripts (docs/decisions/050-sign-in-page-built-ahead.md); they count
 * towards its JS+CSS weight as much as a downloaded file does.
 */
export function inlineAssets(html: string): { js: string; css: string } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes = '']) =>
        !/\bsrc\s*=/i.test(attributes) && !/type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes),
    )
    .map(([, , body = '']) => body);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body = '']) => body);
  return { js: scripts.join('\n'), css: styles.join('\n') };
}
