/** Names for the wire types generated from mocks/openapi.yaml (`pnpm gen:api`). */
import type { components } from './generated/schema';

export type { paths, components, operations } from './generated/schema';

type Schemas = components['schemas'];

export type ApiErrorBody = Schemas['ApiErrorBody'];
export type ValidationErrorBody = Schemas['ValidationErrorBody'];
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
export type BalancePaymentResponse = Schemas['BalancePaymentResponse'];
export type HostedCheckoutResponse = Schemas['HostedCheckoutResponse'];
export type PasskeyOptionsResponse = Schemas['PasskeyOptionsResponse'];
export type PasskeyVerifyRequest = Schemas['PasskeyVerifyRequest'];
export type Passkey = Schemas['Passkey'];
export type PasskeyListResponse = Schemas['PasskeyListResponse'];
export type OAuthStartResponse = Schemas['OAuthStartResponse'];
export type OAuthExchangeRequest = Schemas['OAuthExchangeRequest'];
export type OAuthScope = Schemas['OAuthScope'];
export type OAuthConsent = Schemas['OAuthConsent'];
export type OAuthAuthorizeRequest = Schemas['OAuthAuthorizeRequest'];
export type OAuthAuthorizeResponse = Schemas['OAuthAuthorizeResponse'];
export type SetupRequest = Schemas['SetupRequest'];
export type OAuthTokenResponse = Schemas['OAuthTokenResponse'];
export type OAuthErrorBody = Schemas['OAuthErrorBody'];
export type OAuthUserInfo = Schemas['OAuthUserInfo'];
export type PaypalSubscriptionActivateRequest = Schemas['PaypalSubscriptionActivateRequest'];
export type StripePaymentResponse = Schemas['StripePaymentResponse'];

// The domain of the reference backend (catalogue, servers, content, staff collections).
export type ValidationField = NonNullable<ValidationErrorBody['fields']>[number];
export type CollectionName = Schemas['CollectionName'];
export type ListMetadata = Schemas['ListMetadata'];
export type CollectionPage = Schemas['CollectionPage'];
export type Platform = Schemas['Platform'];
export type ResourceLimits = Schemas['ResourceLimits'];
export type Ban = Schemas['Ban'];
export type StaffUser = Schemas['StaffUser'];
export type CoinRenewal = Schemas['CoinRenewal'];
export type Location = Schemas['Location'];
export type Egg = Schemas['Egg'];
export type SuspensionReason = Schemas['SuspensionReason'];
export type Server = Schemas['Server'];
export type ServerState = Schemas['ServerState'];
export type ServerView = Schemas['ServerView'];
export type Coupon = Schemas['Coupon'];
export type CouponRefusal = Schemas['CouponRefusal'];
export type DiscountCode = Schemas['DiscountCode'];
export type Plan = Schemas['Plan'];
export type CoinItem = Schemas['CoinItem'];
export type Article = Schemas['Article'];
export type PaymentTransaction = Schemas['PaymentTransaction'];
export type AuditEntry = Schemas['AuditEntry'];
export type ApiKey = Schemas['ApiKey'];
export type SidebarLink = Schemas['SidebarLink'];
export type ItemNote = Schemas['ItemNote'];

// Server writes, game panel, passkeys, coins and the specific staff calls.
export type MessageResponse = Schemas['MessageResponse'];
export type ServerCreateRequest = Schemas['ServerCreateRequest'];
export type ServerOrderResponse = Schemas['ServerOrderResponse'];
export type ServerRenewResponse = Schemas['ServerRenewResponse'];
export type QueueInfo = Schemas['QueueInfo'];
export type QueuesByPriority = Schemas['QueuesByPriority'];
export type GamePanelCredentials = Schemas['GamePanelCredentials'];
export type UserPasskey = Schemas['UserPasskey'];
export type ResourceItem = Schemas['ResourceItem'];
export type RewardResponse = Schemas['RewardResponse'];
export type EarningMethods = Schemas['EarningMethods'];
export type AdventStatus = Schemas['AdventStatus'];
export type AdventClosed = Schemas['AdventClosed'];
export type UserTarget = Schemas['UserTarget'];
export type MigrationResult = Schemas['MigrationResult'];
export type TransactionsShare = Schemas['TransactionsShare'];
export type CouponRedemption = Schemas['CouponRedemption'];
export type DiscountUse = Schemas['DiscountUse'];
export type CoinEconomy = Schemas['CoinEconomy'];

// Staff instance family (issue 16): the advent calendar and earning methods as admins configure them.
export type StaffAdventCalendar = Schemas['StaffAdventCalendar'];
export type StaffAdventCalendarInput = Schemas['StaffAdventCalendarInput'];
export type StaffEarningMethods = Schemas['StaffEarningMethods'];
export type StaffEarningMethodsInput = Schemas['StaffEarningMethodsInput'];

// Staff people family: the dashboard and what staff changed on an account.
export type StaffDashboard = Schemas['StaffDashboard'];
export type StaffChange = Schemas['StaffChange'];
