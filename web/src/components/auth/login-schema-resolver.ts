import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginValues } from './schemas';

/** Loaded by `loginResolver` on the first submit (login-resolver.ts). */
export const loginSchemaResolver = zodResolver<LoginValues, unknown, LoginValues>(loginSchema);
