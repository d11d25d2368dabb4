import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageModuleAt, shellPageModules, signInModule } from './pageModules';

// the routes as router.tsx gives them to the router
const routes = [{ path: '/sign-in', page: signInModule }, { path: '/:merchantCode', children: shellPageModules.map((page) => ({ path: page.path, page })) }];
const routersChoice = (pathname: string) => (matchRoutes(routes, pathname)?.at(-1)?.route as { page?: unknown } | undefined)?.page;

describe('pageModuleAt', () => {
  it.each([
    '/sign-in',
    '/demo/settings/imports',
    '/demo/settings/imports/',
    '/demo/settings/imports/export',
    '/demo/settings/imports/snapshots',
    '/demo/settings/imports/mappings',
    '/demo/settings/imports/new',
    '/demo/settings/imports/new/7041e3a2',
    '/demo/settings/imports/7041e3a2',
    '/demo/segments',
    '/demo/segments/new',
    '/demo/segments/beta-testers',
    '/demo/segments/new/add-members',
    '/demo/segments/beta-testers/add-members',
    '/demo/segments/beta-testers/add-by-list',
    '/demo/segments/beta-testers/remove-by-list',
  ])('chooses the page the router chooses for %s', (pathname) => {
    const page = pageModuleAt(pathname);
    expect(page).toBeDefined();
    expect(page).toBe(routersChoice(pathname));
  });

  it.each(['/', '/demo', '/demo/settings', '/demo/nothing-here', '/demo/segments/a/b/c', '/sign-in/more'])('has no page for %s, as the router has none (a redirect or not found)', (pathname) => {
    expect(pageModuleAt(pathname)).toBe(routersChoice(pathname));
    expect(pageModuleAt(pathname)).toBeUndefined();
  });
});
