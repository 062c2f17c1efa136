-- One membership per person and organization (docs/decisions/110). better-auth accepts any
-- pending invitation without asking whether its recipient already joined, and two invitations
-- sent at once (a double-click) are both pending: accepting both made two memberships, and
-- removing one left the person in. The second acceptance now fails here, answered
-- USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION.
CREATE UNIQUE INDEX "member_organizationId_userId_key" ON "member"("organizationId", "userId");
