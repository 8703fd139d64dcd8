/** Names for the wire types generated from mocks/openapi.yaml (`pnpm gen:api`). */
import type { components } from './generated/schema';

export type { paths, components, operations } from './generated/schema';

type Schemas = components['schemas'];

export type ApiErrorBody = Schemas['ApiErrorBody'];
export type EmptyBody = Schemas['EmptyBody'];
export type Rank = Schemas['Rank'];
export type BillingCycle = Schemas['BillingCycle'];
export type Currency = Schemas['Currency'];
export type InfoDialog = Schemas['InfoDialog'];
export type Config = Schemas['Config'];
export type Settings = Schemas['Settings'];
export type PlanSummary = Schemas['PlanSummary'];
export type User = Schemas['User'];
export type Transaction = Schemas['Transaction'];
export type Discount = Schemas['Discount'];
export type Invoice = Schemas['Invoice'];
export type ListingItem = Schemas['ListingItem'];
export type LoginRequest = Schemas['LoginRequest'];
export type LoginResponse = Schemas['LoginResponse'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type TokenRequest = Schemas['TokenRequest'];
export type ForgotPasswordRequest = Schemas['ForgotPasswordRequest'];
export type ResetPasswordRequest = Schemas['ResetPasswordRequest'];
export type RateLimitedBody = Schemas['RateLimitedBody'];
export type BannedBody = Schemas['BannedBody'];
export type InvoiceResponse = Schemas['InvoiceResponse'];
export type ListingResponse = Schemas['ListingResponse'];
export type PaypalOrderResponse = Schemas['PaypalOrderResponse'];
export type PaypalSubscriptionResponse = Schemas['PaypalSubscriptionResponse'];
export type PaypalCaptureResponse = Schemas['PaypalCaptureResponse'];
export type InvoiceEditRequest = Schemas['InvoiceEditRequest'];
