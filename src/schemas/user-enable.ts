import type { UserRecord } from './user-records.ts';
import type { UserBody } from './user-requests.ts';

/**
 * The User body of a PUT that changes nothing but what the caller asks, built from a fresh GET
 * of the user's detail record: PUT replaces the whole user, so every other field is sent back
 * as the service holds it. Strict request: the optional fields (MiddleInitial, DisplayName) are
 * sent with a value or left out, never as null; a required field the record lacks is sent empty,
 * so the request schema names it rather than the service.
 */
export function userBodyOfRecord(record: UserRecord): UserBody {
  const middleInitial = record.MiddleInitial?.trim();
  const displayName = record.DisplayName?.trim();
  return {
    IsActive: record.IsActive ?? false,
    Username: record.Username,
    FirstName: record.FirstName ?? '',
    LastName: record.LastName ?? '',
    ...(middleInitial ? { MiddleInitial: middleInitial } : {}),
    ...(displayName ? { DisplayName: displayName } : {}),
    Title: record.Title ?? '',
    EmailAddress: record.EmailAddress ?? '',
    PhoneNumber: record.PhoneNumber ?? '',
    DealerRoles: record.DealerRoles.map(({ DealerId, RoleId }) => ({ DealerId, RoleId })),
  };
}

/** "Enable again": the user as the service holds them, active. */
export function enableUserBody(record: UserRecord): UserBody {
  return { ...userBodyOfRecord(record), IsActive: true };
}
