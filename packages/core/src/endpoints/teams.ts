/**
 * Teams (packages/server/src/modules/teams): create, mine (with invites to me), one team with the
 * members' week and the team goal, join by code, invite a friend, answer an invite, leave, remove
 * a member (owner), and the invite picker's friends.
 */
import {
  createTeamBody,
  invitableSchema,
  inviteTeamBody,
  joinTeamBody,
  myTeamsSchema,
  teamDetailSchema,
  teamDoneSchema,
  teamIdParams,
  teamInviteResultSchema,
  teamJoinResultSchema,
  teamLeaveResultSchema,
  teamMemberParams,
  teamSummarySchema,
} from '../schemas/teams.js';
import type { Endpoint } from './define.js';

export const teamsEndpoints = {
  create: {
    method: 'POST',
    path: '/api/teams',
    auth: true,
    summary: 'Create a team (the caller owns it; a unique join code)',
    body: createTeamBody,
    response: teamSummarySchema,
  },
  mine: {
    method: 'GET',
    path: '/api/teams/mine',
    auth: true,
    summary: 'My teams and the invites waiting for me',
    response: myTeamsSchema,
  },
  join: {
    method: 'POST',
    path: '/api/teams/join',
    auth: true,
    summary: 'Join a team by its code',
    body: joinTeamBody,
    response: teamJoinResultSchema,
  },
  acceptInvite: {
    method: 'POST',
    path: '/api/teams/invites/:id/accept',
    auth: true,
    summary: 'Accept an invite to a team',
    params: teamIdParams,
    response: teamJoinResultSchema,
  },
  refuseInvite: {
    method: 'POST',
    path: '/api/teams/invites/:id/refuse',
    auth: true,
    summary: 'Refuse an invite to a team',
    params: teamIdParams,
    response: teamDoneSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/teams/:id',
    auth: true,
    summary: "A team (members only): members with this week's study and the weekly team goal",
    params: teamIdParams,
    response: teamDetailSchema,
  },
  invitable: {
    method: 'GET',
    path: '/api/teams/:id/invitable',
    auth: true,
    summary: 'My friends who can be invited to the team',
    params: teamIdParams,
    response: invitableSchema,
  },
  invite: {
    method: 'POST',
    path: '/api/teams/:id/invites',
    auth: true,
    summary: 'Invite a friend to the team (members only, friends only)',
    params: teamIdParams,
    body: inviteTeamBody,
    response: teamInviteResultSchema,
  },
  leave: {
    method: 'POST',
    path: '/api/teams/:id/leave',
    auth: true,
    summary: 'Leave a team (an owner hands it to the oldest member; the last member deletes it)',
    params: teamIdParams,
    response: teamLeaveResultSchema,
  },
  removeMember: {
    method: 'DELETE',
    path: '/api/teams/:id/members/:userId',
    auth: true,
    summary: 'Remove a member (owner only)',
    params: teamMemberParams,
    response: teamDoneSchema,
  },
} as const satisfies Record<string, Endpoint>;
