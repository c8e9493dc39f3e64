import path from 'node:path';
import type { Plugin } from 'vite';

/** The page a cold visit most often opens first: its code travels with the start-up code (issue 16). */
export const LOGIN_PAGE = 'src/features/auth/LoginPage.tsx';

/**
 * One chunk for everything the sign-in page needs before it can be used (issue 16): the start-up code
 * (main.tsx and what it imports statically) and the sign-in page with its static imports. Left to itself
 * the bundler spreads these modules over some 30 shared chunks, cut for the whole portal (one of them
 * carries antd's tooltip and colour picker for the sake of other pages), and the page came two lazy
 * levels after start-up. Here the bundler's graph gives the static closure of the two starting points,
 * and a code-splitting group puts exactly those modules into one `login` chunk; the other pages' chunks
 * import from it what they share. The lazy import of the sign-in page (app/pages.ts) then finds its module
 * already loaded: no request.
 */
/** The index modules that re-export a whole library: a static import of one drags every component in. */
const BARREL = /node_modules[\\/](antd[\\/]es|@ant-design[\\/]icons[\\/]es(?:[\\/]icons)?)[\\/]index\.js$/;

export function loginChunk(): Plugin {
  let root = process.cwd();
  const critical = new Set<string>();
  return {
    name: 'mp-login-chunk',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    outputOptions(options) {
      // Any groups configured elsewhere stay, after this one.
      const given = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      return {
        ...options,
        codeSplitting: {
          ...given,
          groups: [{ name: 'login', test: (id: string) => critical.has(id) }, ...(given.groups ?? [])],
        },
      };
    },
    buildEnd() {
      critical.clear();
      const ids = [...this.getModuleIds()];
      const starts = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const login = ids.find((id) => id === path.join(root, LOGIN_PAGE));
      if (!login) this.error(`${LOGIN_PAGE} is not part of the build`);
      const stack = [...starts, login];
      const barrels: string[] = [];
      while (stack.length) {
        const id = stack.pop() as string;
        if (critical.has(id)) continue;
        critical.add(id);
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) {
          if (BARREL.test(dep))
            barrels.push(`${path.relative(root, id)} -> ${dep.replace(/.*node_modules./, '')}`);
          else stack.push(dep);
        }
      }
      if (barrels.length)
        this.error(
          `the sign-in page's code imports a whole library through its index (${barrels.join(', ')}): ` +
            "import the component's own module instead ('antd/es/button', '@ant-design/icons/es/icons/UserOutlined')",
        );
    },
  };
}
