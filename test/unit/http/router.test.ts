import { MethodNotAllowedError, NotFoundError } from '#shared/http/errors';
import { routeList } from '#shared/route-table';
import { createRouter } from '#tools/dev-server/router';

const match = createRouter(routeList);

describe('local router over the route table', () => {
  test('matches literal segments before parameters', () => {
    expect(match('GET', '/images/types').route.id).toBe('getImageTypes');
    expect(match('GET', '/images/submissions/abc').pathParameters).toEqual({ submissionId: 'abc' });
  });

  test('decodes path parameters', () => {
    const hit = match('GET', '/drivers/D%201/plans');
    expect(hit.route.id).toBe('getDriverPlans');
    expect(hit.pathParameters).toEqual({ driverId: 'D 1' });
  });

  test('405 for a known path with another method, listing the allowed ones', () => {
    expect(() => match('DELETE', '/shipments/1/itinerary')).toThrow(MethodNotAllowedError);
    try {
      match('POST', '/shipments/1/itinerary');
    } catch (error) {
      expect((error as MethodNotAllowedError).allowed.sort()).toEqual(['GET', 'PUT']);
    }
  });

  test('404 for an unknown path', () => {
    expect(() => match('GET', '/nowhere')).toThrow(NotFoundError);
    expect(() => match('GET', '/shipments/1/unknown')).toThrow(NotFoundError);
  });

  test('every route in the table is reachable by its own path', () => {
    for (const route of routeList) {
      const concrete = route.path.replace(/\{(\w+)\}/g, 'x');
      expect(match(route.method, concrete).route.id).toBe(route.id);
    }
  });
});
