export interface CustomerSearchParams {
  /** what the merchant typed: a whole address is matched exactly, a part of one anywhere */
  email: string;
  leaveOutGuests: boolean;
  limit: number;
  offset: number;
}

/** One key factory for every customers query. */
export const customerKeys = {
  all: (merchantCode: string) => ['customers', merchantCode] as const,
  searches: (merchantCode: string) => [...customerKeys.all(merchantCode), 'search'] as const,
  search: (merchantCode: string, params: CustomerSearchParams) => [...customerKeys.searches(merchantCode), params] as const,
  guestCount: (merchantCode: string, email: string) => [...customerKeys.searches(merchantCode), 'guests', email] as const,
};
