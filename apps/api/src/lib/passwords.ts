// argon2id password hashes (OWASP parameters: 19 MiB, 2 passes).
import { hash, verify, type Options } from '@node-rs/argon2';

// 2 = Argon2id (the package's const enum cannot be imported under type stripping).
const OPTIONS = { algorithm: 2 as Options['algorithm'], memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);
export async function verifyPassword(hashed: string | null | undefined, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
