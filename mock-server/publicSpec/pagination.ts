/** The specs' Pagination, shared by the import, customer and catalog services' lists. */
import { z } from 'zod';

const number = z.number();

/** Pagination: three optional numbers. */
export const pagination = z.strictObject({ limit: number.optional(), offset: number.optional(), totalItemCount: number.optional() });
