import { execFileSync } from 'node:child_process';
import path from 'node:path';
import remarkValidateLinks from 'remark-validate-links';

/*
 * `npm run lint:links`: every link of every Markdown file must reach a file, folder or heading of
 * this repository (remark-validate-links, offline: `repository: false` leaves web URLs alone).
 * A repository path that a doc cites in a code span instead of a link would go stale unnoticed,
 * so citedPathsAreLinks reports it.
 */

let known;
/** The repository's files and folders, tracked or not yet added, without what .gitignore ignores. */
function repositoryPaths(root) {
  if (!known) {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    }).split('\n');
    known = new Set();
    for (const file of files) {
      for (let part = file; part && !known.has(part); part = path.dirname(part)) {
        known.add(part === '.' ? '' : part);
        if (part === '.' || !part.includes('/')) break;
      }
    }
  }
  return known;
}

/** Reports a code span, outside a link, that names a file or folder of the repository. */
function citedPathsAreLinks() {
  return (tree, file) => {
    const root = file.cwd;
    const folder = path.relative(root, path.dirname(file.path));
    const paths = repositoryPaths(root);
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
