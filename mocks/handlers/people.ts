import type { Implementations } from '../lib/implement';
import { alertResolvers } from './alert';
import { destinationResolvers } from './destination';
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
  | 'alertSearch'
  | 'alertAggregation'
  | 'scoreSearch'
  | 'scoreUpdate'
>;

/** Destinations, tenants, organisations, users and two-factor setup, alerts and scores. */
export const peopleResolvers: PeopleImpl = {
  ...destinationResolvers,
  ...tenantResolvers,
  ...organisationResolvers,
  ...userResolvers,
  ...otpResolvers,
  ...alertResolvers,
  ...scoreResolvers,
};
