import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { firstBadField, problemCount, problemsFromError, problemsFromIssues } from './formProblems';

const fields = ['name', 'code', 'members'] as const;

describe('problemsFromIssues', () => {
  it("puts each issue on the field its path starts with, the first one winning, and the rest in the summary", () => {
    const problems = problemsFromIssues(fields, [
      { path: ['code'], message: 'Use letters and digits' },
      { path: ['code'], message: 'Too long' },
      { path: ['members', 3, 'customerId'], message: 'Not a customer' },
      { path: ['type'], message: 'Unknown type' },
      { path: [], message: 'Something about it all' },
    ]);
    expect(problems.fields).toEqual({ code: 'Use letters and digits', members: 'Not a customer' });
    expect(problems.other).toEqual(['type: Unknown type', 'Something about it all']);
    expect(firstBadField(fields, problems)).toBe('code');
    expect(problemCount(problems)).toBe(2);
  });
});

describe('problemsFromError', () => {
  it("puts the service's field errors on their fields", () => {
    const error = new ApiError('validation', 'Invalid', {
      fieldErrors: [
        { field: 'name', code: 'tooLong', message: 'At most 255 characters' },
        { field: 'members[0].id', code: 'unknown', message: 'No such customer' },
        { field: 'origin', code: 'x', message: 'Not allowed' },
      ],
    });
    expect(problemsFromError(fields, error)).toEqual({
      fields: { name: 'At most 255 characters', members: 'No such customer' },
      other: ['origin: Not allowed'],
    });
  });
  it('puts a conflict on the field that caused it, when the form says which', () => {
    const error = new ApiError('conflict', 'The code vip is taken');
    expect(problemsFromError(fields, error, { conflictField: 'code' })).toEqual({ fields: { code: 'The code vip is taken' }, other: [] });
    expect(problemsFromError(fields, error)).toEqual({ fields: {}, other: ['The code vip is taken'] });
  });
  it('puts anything else in the summary, with a readable message', () => {
    expect(problemsFromError(fields, new ApiError('network', 'The service could not be reached.'))).toEqual({ fields: {}, other: ['The service could not be reached.'] });
    expect(problemsFromError(fields, new ApiError('timeout')).other).toEqual(['The service did not answer in time. Try again.']);
    expect(problemsFromError(fields, 'boom').other).toEqual(['Something went wrong.']);
  });
});
