import { parseAst, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Whether an expression is a zod builder chain such as `z.string().trim().min(3)` or `z.object({...})`. */
function isZodChain(node: Node | null | undefined): boolean {
  let n = node;
  while (n) {
    if (n.type === 'Identifier') return n.name === 'z';
    if (n.type === 'CallExpression') n = n.callee as Node;
    else if (n.type === 'MemberExpression') n = n.object as Node;
    else return false;
  }
  return false;
}

/**
 * Marks the module-level zod schemas of the domain package as free of side effects (a pure IIFE around
 * each), so the bundler drops every schema a chunk does not use. Without it, a page that needs one
 * constant or formatter of a domain module (`formatEventTime`, `REVIEW_MAX_RATING`) also carries that
 * module's schemas and with them all of zod, although public pages validate nothing. Client build only:
 * the server renderer and the API keep the modules as written.
 */
export function pureSchemas(): Plugin {
  return {
    name: 'oabat-pure-schemas',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform: {
      filter: { id: /[\\/]packages[\\/]domain[\\/]src[\\/][^\\/]+\.ts$/ },
      handler(code) {
        const program = parseAst(code) as unknown as { body: Node[] };
        const inits: Node[] = [];
        for (const statement of program.body) {
          const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
          if (declaration?.type !== 'VariableDeclaration') continue;
          for (const d of declaration.declarations as Node[]) {
            const init = d.init as Node | null;
            if (init && isZodChain(init)) inits.push(init);
          }
        }
        if (!inits.length) return null;
        let out = '';
        let at = 0;
        for (const init of inits) {
          out += `${code.slice(at, init.start)}/* @__PURE__ */ (() => ${code.slice(init.start, init.end)})()`;
          at = init.end;
        }
        return { code: out + code.slice(at), map: null };
      },
    },
  };
}
