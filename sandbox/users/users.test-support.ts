import { seed } from '../seed.ts';

type SeededUser = (typeof seed.users)[keyof typeof seed.users];

/** A seeded user as the PUT body that leaves them as they are, built from the seed itself. */
export function unchangedUserBody(user: SeededUser) {
  return {
    IsActive: user.isActive,
    Username: user.username,
    FirstName: user.firstName,
    LastName: user.lastName,
    MiddleInitial: user.middleInitial,
    DisplayName: user.displayName,
    Title: user.title,
    EmailAddress: user.email,
    PhoneNumber: user.phone,
    DealerRoles: user.dealerRoles.map(({ dealerId, roleId }) => ({
      DealerId: dealerId,
      RoleId: roleId,
    })),
  };
}

/** Jorge Castillo (user 6), Dealer User of Sunrise and Empire, as he is seeded. */
export const jorgeUnchanged = () => unchangedUserBody(seed.users.jorge);
