import type { Implementations } from '../lib/implement';
import { alertResolvers } from './alert';
import { apiKeyResolvers } from './apikey';
import { deliveryResolvers } from './delivery';
import { destinationResolvers } from './destination';
import { invitationResolvers } from './invitation';
import { organisationResolvers } from './organisation';
import { otpResolvers } from './otp';
import { scoreResolvers } from './score';
import { tenantResolvers } from './tenant';
import { userResolvers } from './user';

type PeopleImpl = Pick<
  Implementations,
  | 'destinationSearch'
  | 'destinationCreate'
  | 'destinationGet'
  | 'destinationUpdate'
  | 'destinationDelete'
  | 'destinationTest'
  | 'destinationDeliveries'
  | 'tenantSearch'
  | 'tenantGet'
  | 'tenantUpdate'
  | 'tenantUsage'
  | 'organisationSearch'
  | 'organisationGet'
  | 'organisationCreate'
  | 'organisationUpdate'
  | 'organisationDelete'
  | 'userSearch'
  | 'userGet'
  | 'userMe'
  | 'userOtpSetup'
  | 'userOtpComplete'
  | 'userUpdate'
  | 'userOtpDevices'
  | 'userOtpDeviceDelete'
  | 'invitationCreate'
  | 'invitationSearch'
  | 'invitationRevoke'
  | 'alertSearch'
  | 'alertAggregation'
  | 'projectDashboard'
  | 'contractHistogram'
  | 'scoreSearch'
  | 'scoreUpdate'
  | 'organisationScoreSearch'
  | 'apiKeyCreate'
>;

/** Destinations, tenants, organisations, users and two-factor setup, alerts, scores, API keys. */
export const peopleResolvers: PeopleImpl = {
  ...destinationResolvers,
  ...deliveryResolvers,
  ...tenantResolvers,
  ...organisationResolvers,
  ...userResolvers,
  ...otpResolvers,
  ...invitationResolvers,
  ...alertResolvers,
  ...scoreResolvers,
  ...apiKeyResolvers,
};
