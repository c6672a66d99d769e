import { execFileSync } from 'node:child_process';
import path from 'node:path';
import remarkValidateLinks from 'remark-validate-links';

/*
 * `npm run lint:links`: every link of every Markdown file must reach a file, folder or heading of
 * this repository (remark-validate-links, offline: `repository: false` leaves web URLs alone).
 * A repository path that a doc cites in a code span instead of a link would go stale unnoticed,
 * so citedPathsAreLinks reports it.
 */

/** The repository's files and folders, tracked or not yet added, without what .gitignore ignores. */
const git = ['ls-files', '--cached', '--others', '--exclude-standard'];
const files = execFileSync('git', git, { cwd: import.meta.dirname, encoding: 'utf8' }).split('\n');
const paths = new Set(files.flatMap((file) => file.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))));

function citedPathsAreLinks() {
  return (tree, file) => {
    const folder = path.relative(import.meta.dirname, path.resolve(file.cwd, file.dirname));
    const visit = (node, inLink) => {
      if (node.type === 'inlineCode' && !inLink && /^[\w.@-][^\s`]*[./][\w-]/.test(node.value)) {
        const named = [folder, ''].map((from) => path.join(from, node.value).replace(/\/$/, ''));
        const found = named.find((candidate) => paths.has(candidate));
        if (found) {
          file.message(
            `\`${node.value}\` names ${found}: make it a link, so that the link check keeps it true`,
            node,
            'cited-paths-are-links',
          );
        }
      }
      for (const child of node.children ?? []) {
        visit(child, inLink || node.type === 'link' || node.type === 'linkReference');
      }
    };
    visit(tree, false);
  };
}

export default {
  plugins: [[remarkValidateLinks, { repository: false }], citedPathsAreLinks],
};
