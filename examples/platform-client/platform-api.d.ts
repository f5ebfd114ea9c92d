// Generated from /platform/openapi.json by openapi-typescript (npx tsx scripts/openapi-client-types.ts).
export interface paths {
    "/api/configuration/admin/integrators/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate a global integrator and issue its key
         * @description The plaintext key is in this response only; it is stored as a SHA-256 hash. Activating again replaces the key and reactivates a soft-deleted integrator: the old key and every token issued under it stop working at once (401).
         *
         *     Features: ADMIN (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        post: operations["postConfigurationAdminIntegratorsByIdActivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/admin/integrators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List global integrators
         * @description No parameters, filters or paging. No key or key prefix is ever returned. 403 with an empty body is checked before anything is read.
         *
         *     Features: ADMIN (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getConfigurationAdminIntegrators"];
        put?: never;
        /**
         * Create a global or private integrator
         * @description Created active, with no key: activation issues the key. Rate limits are 0 (unlimited) when not supplied. Validation failures are a problem document keyed by field. Sandbox extension: with environmentId (an existing environment; the fixtures manifest names one) the integrator is private (isGlobal false, never listed among the global integrators) and may obtain member tokens at /connect/token with member_id. Activation and delete are the same calls.
         *
         *     Features: ADMIN (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        post: operations["postConfigurationAdminIntegrators"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/admin/integrators/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Soft-delete a global integrator
         * @description Features: ADMIN (any one listed product or feature is enough). Integrator tokens need can_delete, else 403.
         */
        delete: operations["deleteConfigurationAdminIntegratorsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue an access token (client credentials)
         * @description Form-encoded grant_type=client_credentials, client_id (integrator id), client_secret (the key from activation); HTTP Basic client authentication is accepted too. An Origin header must match the integrator's origin (case-insensitive, trailing slash ignored) or the request gets 401; no Origin skips the check. Inactive, never-activated or unknown integrators and wrong keys get 401 invalid_client. Throttling per client_id (existing or not): 5 failed authentications within 15 minutes lock that client_id for 15 minutes; while locked every request for it gets 429 invalid_client with Retry-After, before the secret is checked. Other client ids are not affected; a success clears the count. Member tokens: a private integrator (created with an environmentId) may add member_id=<memberId> to get a token acting for that member (claims member_id and environment_id; member-scoped routes accept it for that member and the members linked to it). A global integrator asking for one gets 400 unauthorized_client; a member_id that is not a known member gets 400 invalid_request. A private integrator's allowedScopes may also list its token's scope (api, partner) and permissions (such as cr.co).
         */
        post: operations["postConnectToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{memberId}/medical-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a member's medical details
         * @description Special-category data: every read is written to the audit log (actor, action, member). medicalConditionTypeId may point at a deactivated type; types come from GET /api/configuration/medical-types. Unknown member gives 400, not 404.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). memberId must be the token's member or a linked member, else 403. Integrator tokens need can_read, else 403.
         */
        get: operations["getMembersByMemberIdMedicalDetails"];
        put?: never;
        /**
         * Add a medical condition to a member
         * @description Special-category data, audited. medicalNote is arbitrary text with no length limit (omitted gives an empty note). A deactivated type cannot be assigned to a new condition. Failures are plain text.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). memberId must be the token's member or a linked member, else 403. Integrator tokens need can_write, else 403.
         */
        post: operations["postMembersByMemberIdMedicalDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{memberId}/campaign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Grant or withdraw a member's campaign consent
         * @description granted true creates (or re-captures) the member's consent record for the campaign, captureDate defaulting to now; granted false deletes it. guardianName is stored only when the member was below the age of consent (16) at the capture date; for such a member it is required unless the member has an online-consent guardian, whose name is then used. Every write updates modifiedOn and appends to the permanent consent history. Failures are 400 plain text: Campaign ID {id} does not exist. for an unknown or inactive campaign (withdrawal of an inactive campaign is allowed).
         *
         *     Products: FOH, CONSUMER, INTEGRATIONS. Features: ONLINEBOOK, ONLINEJOIN, TRP, FOHGENERIC (any one listed product or feature is enough). memberId must be the token's member or a linked member, else 403. Integrator tokens need can_write, else 403.
         */
        put: operations["putMembersByMemberIdCampaign"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{memberId}/communication-channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Grant or withdraw a member's agreement to a communication channel
         * @description granted true creates (or re-captures) the channel agreement, captureDate defaulting to now; granted false deletes it. channelId is one of the live channel list (GET /api/configuration/consent/communication-channels), matched case-insensitively. Every write updates modifiedOn and appends to the permanent consent history. Failures are 400 plain text: Channel ID {id} does not exist.
         *
         *     Products: FOH, CONSUMER, INTEGRATIONS. Features: ONLINEBOOK, ONLINEJOIN, TRP, FOHGENERIC (any one listed product or feature is enough). memberId must be the token's member or a linked member, else 403. Integrator tokens need can_write, else 403.
         */
        put: operations["putMembersByMemberIdCommunicationChannels"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/consent/marketing-campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List marketing campaigns
         * @description Active campaigns of the category, by id. expiryDate is null when the campaign has no expiry; compare it with the current date yourself.
         *
         *     Products: FOH, CONSUMER, INTEGRATIONS. Features: ONLINEBOOK, ONLINEJOIN, TRP, FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getConfigurationConsentMarketingCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/consent/data-processing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List data-processing campaigns
         * @description Active campaigns of the category, by id. expiryDate is null when the campaign has no expiry; compare it with the current date yourself.
         *
         *     Products: FOH, CONSUMER, INTEGRATIONS. Features: ONLINEBOOK, ONLINEJOIN, TRP, FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getConfigurationConsentDataProcessing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/consent/communication-channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List communication channels
         * @description The live, per-operator channel list (do not hard-code codes), in the operator's order.
         *
         *     Products: FOH, CONSUMER, INTEGRATIONS. Features: ONLINEBOOK, ONLINEJOIN, TRP, FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getConfigurationConsentCommunicationChannels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{memberId}/rcp-card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a member's default recurring-payment card
         * @description rcpCardId is a string (the wallet list's cardID as an integer). verified is true only when a card is designated and a provider reference was captured for it (designation while adding or verifying a card); designation with the PUT alone leaves it false. The read does not contact the payment provider.
         *
         *     Products: FOH, CONSUMER. Features: ONLINEBOOK, ONLINEJOIN, FOHGENERIC (any one listed product or feature is enough). memberId must be the token's member or a linked member, else 403. Integrator tokens need can_read, else 403.
         */
        get: operations["getMembersByMemberIdRcpCard"];
        /**
         * Designate a wallet card as the recurring-payment card
         * @description Designates one of the wallet's cards WITHOUT capturing a payment-provider reference, so verified is false afterwards. To designate a verified card, use POST /api/members/{memberId}/wallet/card with designate true.
         *
         *     Products: FOH, CONSUMER. Features: ONLINEBOOK, ONLINEJOIN, FOHGENERIC (any one listed product or feature is enough). memberId must be the token's member or a linked member, else 403. Integrator tokens need can_write, else 403.
         */
        put: operations["putMembersByMemberIdRcpCard"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{memberId}/detail-checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * When a member's details were last confirmed (front-desk extension)
         * @description Not in the spec. For contactDetails, addresses and medicalDetails: when each was last confirmed with the member, how (checked at the desk, changed by an edit, or as given when joining) and by whom (the token's subject). Member-scoped.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). memberId must be the token's member or a linked member, else 403. Integrator tokens need can_read, else 403.
         */
        get: operations["getMembersByMemberIdDetailChecks"];
        put?: never;
        /**
         * Record that a member's details were checked and are still correct (front-desk extension)
         * @description Not in the spec. Records, for each area named, that it was confirmed with the member now by the token's subject; changes no detail. Answers the areas as GET does. Member-scoped; one transaction.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). memberId must be the token's member or a linked member, else 403. Integrator tokens need can_write, else 403.
         */
        post: operations["postMembersByMemberIdDetailChecks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{memberId}/erasure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase a member's personal data (extension)
         * @description Not in the spec: records an erasure request and carries it out in one transaction. Removes consent records (each withdrawal written to the consent history), medical conditions, both addresses, the wallet and its saved cards, alert-list (waiting) places, prospect interactions, user-field values and member links; anonymises the member record (first and last name become 'Erased' 'member'; email, phone, date of birth and the online consent guardian name are cleared). Keeps confirmed booking places and booking-discount usage (accounting records), the consent history and audit entries. The member id remains, so bookings still resolve. No body. Answers what was removed, anonymised and kept; repeating it removes nothing more. Member-scoped; unknown member 404 'Member with ID {memberId} does not exist' (plain text).
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). memberId must be the token's member or a linked member, else 403. Integrator tokens need can_write, else 403.
         */
        post: operations["postMembersByMemberIdErasure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{memberId}/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a member's addresses (extension)
         * @description address1 is the home address, address2 the work address; null when never stored. Read counterpart of PUT /api/members/{memberId}/addresses.
         *
         *     Products: FOH, CONSUMER. Features: ONLINEBOOK, ONLINEJOIN, FOHGENERIC (any one listed product or feature is enough). memberId must be the token's member or a linked member, else 403. Integrator tokens need can_read, else 403.
         */
        get: operations["getMembersByMemberIdAddresses"];
        /**
         * Update a member's addresses
         * @description address1 is the home address, address2 the work address. An omitted (or null) address object is left untouched; an included object replaces the whole address, omitted lines becoming empty strings. isPrimary true makes that address primary, false makes the other one primary, omitted on both keeps the designation; address2 is applied after address1 and wins. Order of checks: length and type breaches (400 model-state object keyed by field, e.g. {"AddressLine1":["AddressLine1 cannot be more than 75 characters"]}), unknown member (404 plain text), isPrimary true on both (400 plain text), a completely blank primary address (400 plain text). Where the original answers 500 for an explicit null line, this sandbox answers 400 model-state {"AddressLine2":["AddressLine2 cannot be null; send an empty string"]}.
         *
         *     Products: FOH, CONSUMER. Features: ONLINEBOOK, ONLINEJOIN, FOHGENERIC (any one listed product or feature is enough). memberId must be the token's member or a linked member, else 403. Integrator tokens need can_write, else 403.
         */
        put: operations["putMembersByMemberIdAddresses"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{memberId}/consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a member's consent
         * @description Current consent only: legal-agreement dates, campaign consents (marketing and data-processing in separate arrays) and channel agreements. An absent entry means no consent is held (never permission). guardianName is present on a campaign entry only when the member was below the age of consent at capture.
         *
         *     Products: FOH, CONSUMER, INTEGRATIONS. Features: ONLINEBOOK, ONLINEJOIN, TRP, FOHGENERIC (any one listed product or feature is enough). memberId must be the token's member or a linked member, else 403. Integrator tokens need can_read, else 403.
         */
        get: operations["getMembersByMemberIdConsent"];
        /**
         * Change a member's legal-agreement consent data
         * @description Changes legal-agreement data only (privacyPolicySigned and the three signed dates). An omitted key keeps its stored value; null clears a date. Every write updates modifiedOn and appends to the permanent consent history. Invalid bodies give 400 plain text.
         *
         *     Products: FOH, CONSUMER, INTEGRATIONS. Features: ONLINEBOOK, ONLINEJOIN, TRP, FOHGENERIC (any one listed product or feature is enough). memberId must be the token's member or a linked member, else 403. Integrator tokens need can_write, else 403.
         */
        put: operations["putMembersByMemberIdConsent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a member's overview (front-desk extension)
         * @description Identity, age (whole years, UTC today), status, home site and linked members (relationship is what the linked member is to this member).
         *
         *     Products: FOH. Features: FOHGENERIC, PROSPECTS (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getMembersByMemberId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{memberId}/consent/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a member's consent history (extension)
         * @description The permanent, undeletable history of consent changes, newest first: grants and withdrawals of campaign and channel consent and changes to legal-agreement data. subjectName is the name at the time of the change.
         *
         *     Products: FOH, CONSUMER, INTEGRATIONS. Features: ONLINEBOOK, ONLINEJOIN, TRP, FOHGENERIC (any one listed product or feature is enough). memberId must be the token's member or a linked member, else 403. Integrator tokens need can_read, else 403.
         */
        get: operations["getMembersByMemberIdConsentHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/medical-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List medical condition types
         * @description Every type, deactivated ones included and marked active false (existing conditions may still point at them; new conditions cannot).
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getConfigurationMedicalTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the desk flags of several members (front-desk extension)
         * @description Not in the spec. For each existing member of the list (unknown ids are left out), what the desk must know when the member is found: medicalConditions (any recorded), privacyPolicyNotSigned, noValidPaymentCard (no designated recurring-payment card that is verified and unexpired; a card is valid to the end of its expiry month, UTC), onWaitingList (a waiting place on a session not yet started and not cancelled), guardian (has a linked dependant), dependant (has a linked guardian). memberId repeated, 1 to 100 ids.
         *
         *     Products: FOH. Features: FOHGENERIC, PROSPECTS (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getMembersFlags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{memberId}/wallet/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a member's wallet cards of a payment provider
         * @description data[].cardID is an integer (the RecurringCard's rcpCardId as a string). Only display details are held; never a card number. The sandbox's provider segment is `sandbox`.
         *
         *     Products: FOH, CONSUMER. Features: ONLINEBOOK, ONLINEJOIN, FOHGENERIC (any one listed product or feature is enough). memberId must be the token's member or a linked member, else 403. Integrator tokens need can_read, else 403.
         */
        get: operations["getMembersByMemberIdWalletByProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{memberId}/medical-details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a member's medical condition
         * @description id is the condition record id (not the type id). An omitted field keeps its value. A condition may keep a deactivated type but cannot be moved to one. Special-category data, audited.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). memberId must be the token's member or a linked member, else 403. Integrator tokens need can_write, else 403.
         */
        put: operations["putMembersByMemberIdMedicalDetailsById"];
        post?: never;
        /**
         * Remove a member's medical condition
         * @description id is the condition record id. Special-category data, audited.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). memberId must be the token's member or a linked member, else 403. Integrator tokens need can_delete, else 403.
         */
        delete: operations["deleteMembersByMemberIdMedicalDetailsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{memberId}/wallet/{provider}/{cardId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a card from a member's wallet
         * @description Refuses to remove the designated recurring-payment card (designate another card first).
         *
         *     Products: FOH, CONSUMER. Features: ONLINEBOOK, ONLINEJOIN, FOHGENERIC (any one listed product or feature is enough). memberId must be the token's member or a linked member, else 403. Integrator tokens need can_delete, else 403.
         */
        delete: operations["deleteMembersByMemberIdWalletByProviderByCardId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{memberId}/wallet/card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save or verify a card through the payment provider
         * @description Saves a card from a payment-provider token (creating the member's wallet on the first card), or with cardId verifies an existing wallet card with a fresh token. With designate true the card becomes the recurring-payment card and the provider reference is captured, so verified is true. No card number is ever accepted or stored: a 12-19 digit cardToken is refused before anything else. The sandbox's provider is `sandbox` (tokens tok_visa_4242, tok_mastercard_4444, tok_<brand>_<last4>[_<MM>_<YYYY>]; tok_declined is declined). 201 when a card was saved, 200 when an existing card was verified.
         *
         *     Products: FOH, CONSUMER. Features: ONLINEBOOK, ONLINEJOIN, FOHGENERIC (any one listed product or feature is enough). memberId must be the token's member or a linked member, else 403. Integrator tokens need can_write, else 403.
         */
        post: operations["postMembersByMemberIdWalletCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search members (front-desk extension)
         * @description Matches the member id exactly; a UK phone number in any format (spaces, dashes, brackets, +44 or 0044 and the leading 0 are ignored), whole or in part such as its last digits; name words as prefixes of the first or last name in any order ('Marsh Helen'); an email prefix; and, only when those leave the page short, names with small typos (a swapped, missing, extra or wrong letter after the first: 'Marhs', 'jnoes'; two from five letters). Ranked: exact id, 'first last' or phone, name words in any order or last-name prefix, first-name prefix, email, then typo matches (surname matches first, nearest first); then by last name, first name (character order), id. A blank search lists members by name. limit 1 to 100 (default 20), offset 0 or more. total counts the matches up to 1,000; more than 1,000 matches give total 1001.
         *
         *     Products: FOH. Features: FOHGENERIC, PROSPECTS (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List activities (sandbox extension)
         * @description Not in the spec. Every activity with its kind (class, course, other), site and whether it allows alert lists, by site name then activity name. Optional siteId (case-insensitive) narrows to one site; an unknown site gives an empty array.
         *
         *     Products: FOH, CONSUMER. Features: ONLINEBOOK, ONLINEJOIN, FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getBookingsActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingIdOrMemberId}/alert-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a session's alert list (sandbox extension)
         * @description Not in the spec. The members waiting on the booking in the order they joined (position 1 first), with the session's site, activity, times, capacity and confirmed places. 400 'Invalid Booking ID {bookingId}: booking doesn't exist' (plain text) for an id that is not a positive whole number or is unknown.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getBookingsByBookingIdOrMemberIdAlertList"];
        put?: never;
        /**
         * Add a member to an alert list by slot reference
         * @description Body { slotReference }: the slot reference passed unchanged from availability (slotReferences.inCentre or .virtual). A missing slotReference gives 400 'The SlotReference field is required.'; one that is not a JSON object with an integer bookingId gives 400 'Invalid SlotReference {value}: cannot be deserialized'. Only classes and courses whose activity allows alert lists qualify; a member can be on a booking's list once. Joining creates an unpaid booking record flagged as waiting that occupies no space; alertListPosition is the number of members already waiting plus one, a snapshot that does not shift later. Checks in order: member scope (400 for a memberId that is not a positive whole number, 403), the member exists (404), then the request, the booking, its activity kind, alert lists enabled, already listed, already booked (400, plain text). Sandbox messages where the spec names none: 'Invalid Booking ID {id}: booking doesn't exist' (not positive, unknown or cancelled), 'Alert lists are not enabled for this activity', 'Member {memberId} is already on the alert list for booking {bookingId}', 'Member {memberId} is already booked on booking {bookingId}'.
         *
         *     Products: FOH, CONSUMER. Features: ONLINEBOOK, FOHGENERIC (any one listed product or feature is enough). memberId must be the token's member or a linked member, else 403. Integrator tokens need can_write, else 403.
         */
        post: operations["postBookingsByBookingIdOrMemberIdAlertList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{memberId}/alert-list/{bookingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a member to an alert list by booking id
         * @description No body; the booking is the path's bookingId. Only classes and courses whose activity allows alert lists qualify; a member can be on a booking's list once. Joining creates an unpaid booking record flagged as waiting that occupies no space; alertListPosition is the number of members already waiting plus one, a snapshot that does not shift later. Checks in order: member scope (400 for a memberId that is not a positive whole number, 403), the member exists (404), then the request, the booking, its activity kind, alert lists enabled, already listed, already booked (400, plain text). Sandbox messages where the spec names none: 'Invalid Booking ID {id}: booking doesn't exist' (not positive, unknown or cancelled), 'Alert lists are not enabled for this activity', 'Member {memberId} is already on the alert list for booking {bookingId}', 'Member {memberId} is already booked on booking {bookingId}'.
         *
         *     Products: FOH, CONSUMER. Features: ONLINEBOOK, FOHGENERIC (any one listed product or feature is enough). memberId must be the token's member or a linked member, else 403. Integrator tokens need can_write, else 403.
         */
        post: operations["postBookingsByMemberIdAlertListByBookingId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Activity sessions of a site on a day (sandbox extension)
         * @description Not shaped by the spec, which names availability as the source of slot references. siteId (matched case-insensitively) and date (yyyy-MM-dd, a UTC day) are required. Sessions not cancelled, by start time (resource hires of courts and pitches are not sessions: they are on the booking sheet). booked counts confirmed places; waiting counts members on the alert list (they occupy no space). slotReferences.inCentre and .virtual are JSON documents holding bookingId, to pass unchanged to POST /api/bookings/{memberId}/alert-list. Errors (plain text, 400): 'No site id provided.', 'A date in the form yyyy-MM-dd must be provided.', 'Site ID '{siteId}' does not exist'.
         *
         *     Products: FOH, CONSUMER. Features: ONLINEBOOK, ONLINEJOIN, FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getBookingsAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/bookings-restrictions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Non-member booking restrictions
         * @description Always two entries: 'Non member does not have any status' (always true) and 'Membership Restriction' (true when the activity has no restriction or one naming no subscription types, false when it names subscription types). isActivityRestricted is the inverse of the second entry. activityId is matched exactly and echoed as sent.
         *
         *     Products: FOH, CONSUMER. Features: ONLINEBOOK, ONLINEJOIN, FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getMembersBookingsRestrictions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{memberId}/bookings-restrictions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Member booking restrictions
         * @description isActivityRestricted says whether a restriction is configured for the activity (unlike the non-member form). One entry, 'Membership Restriction': true when no restriction is configured, when it names no subscription types, or when the member holds a current subscription (startDate on or before today, endDate null or on or after today, UTC) of one of the types it names. memberAbleToProceed is true when every entry is. Checks: member scope (403), the member exists (404), then the activityId as the non-member form.
         *
         *     Products: FOH, CONSUMER. Features: ONLINEBOOK, ONLINEJOIN, FOHGENERIC (any one listed product or feature is enough). memberId must be the token's member or a linked member, else 403. Integrator tokens need can_read, else 403.
         */
        get: operations["getMembersByMemberIdBookingsRestrictions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{siteId}/booking-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A site's booking rules: its cancellation window and late-cancellation rule (extension)
         * @description How close to a session's start a cancellation at the site is late (cancellationWindowMinutes), and how many late cancellations and no-shows (strikeLimit, null: no rule) within strikeDays suspend a member's booking at the site for suspendDays. A site never set has no window and no rule (updatedAt null). Errors (plain text): 404 'Site {siteId} does not exist'.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getSitesBySiteIdBookingRules"];
        /**
         * Set a site's booking rules (extension)
         * @description Body { cancellationWindowMinutes (0 to 10080), strikeLimit (1 to 100, or null), strikeDays, suspendDays (1 to 365) }. Applies at once to every cancellation and booking after it: a member's standing is read from their history, so a new rule counts the strikes already made. Errors (plain text): 400 the body, 404 'Site {siteId} does not exist'.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        put: operations["putSitesBySiteIdBookingRules"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{memberId}/alert-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a member's alert-list places (sandbox extension)
         * @description Not in the spec. Every waiting (alert-list) place of the member, the session's start first, with the member's position on that list (members who joined before, plus one). Member-scoped like endpoint 7; an unknown member gives 404 'Invalid Member ID {memberId}: member doesn't exist' (plain text).
         *
         *     Products: FOH, CONSUMER. Features: ONLINEBOOK, FOHGENERIC (any one listed product or feature is enough). memberId must be the token's member or a linked member, else 403. Integrator tokens need can_read, else 403.
         */
        get: operations["getMembersByMemberIdAlertLists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{memberId}/past-bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a member's past bookings (v1.0)
         * @description A bare array of every confirmed past place (started before now, UTC; not waiting; session not cancelled), with no total, paging or sort (this sandbox returns them in the order the places were taken), including activityTranslations, siteName and siteTranslations. An empty history is an empty array. Gated like v2.0: products FOH, CONSUMER; features ONLINEBOOK, ONLINEJOIN, FOHGENERIC; not member-scoped.
         *
         *     Products: FOH, CONSUMER. Features: ONLINEBOOK, ONLINEJOIN, FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getMembersByMemberIdPastBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/v2/{memberId}/past-bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a member's past bookings (v2.0)
         * @description Newest first (startDateTime descending, then bookingId descending for ties). dateTimeFrom is inclusive and must be strictly in the past; dateTimeTo is exclusive on start, not in the future, not before dateTimeFrom, default now (UTC); a booking that started before dateTimeTo but ends after it is included. Date-times without an offset are read as UTC. The member's existence is checked first (404 wins over any 400), then limit, offset, dateTimeFrom, dateTimeTo and finally the offset against the total, so a member with no matches gets 400 even at offset 0. The spec names no products or features for this endpoint: this sandbox gates it like the other member reads (products FOH, CONSUMER; features ONLINEBOOK, ONLINEJOIN, FOHGENERIC) and does not compare memberId with the token's member. Sandbox choices: a limit or offset that is not a whole number gives 400 'Limit must be a whole number' / 'Offset must be a whole number', and an unreadable date-time gives 400 'The supplied dateTimeFrom is not a valid date-time' (or dateTimeTo), where the original may answer 500. Sandbox extension: activityId narrows the matches (and the total) to one activity, for the desk's filter; the original ignores it.
         *
         *     Products: FOH, CONSUMER. Features: ONLINEBOOK, ONLINEJOIN, FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getMembersV2ByMemberIdPastBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a member onto a session (extension)
         * @description Body { memberId, overrideReason }. Checks, in order: the session exists (404) and is an activity's (409), is not cancelled or started (409); the member exists (404); their status does not treat members as expired (409); the activity's membership restriction allows them (the member restriction check's rule, 409); they hold no place (booked or waiting, 409); the site's late-cancellation rule has not suspended their booking there, unless overrideReason is given (409; kept, and answered, only where it overrode a suspension); a place is free (409 'full'). The session row is locked for the check and the write: two desks booking its last place at once make one booking, the other told it is full. One transaction: the place and its history entry (booked). 201 with the place.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        post: operations["postBookingsByBookingIdPlaces"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/places/{memberId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a member's place on a session (extension)
         * @description Body { reason }. The place is removed (so it is free at once) and its history keeps who cancelled it, when, why and whether it was late: inside the site's cancellation window before the start. A late cancellation counts against the member by the site's rule; suspendedUntil says when that rule now suspends their booking there. waiting is the session's waiting list: the ladder moves when a place frees and someone waits. Errors (plain text): 400 the body; 404 session or member; 409 already cancelled (when, by whom), waiting not booked, no place, or the session has started (mark a no-show instead).
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        post: operations["postBookingsByBookingIdPlacesByMemberIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/places/{memberId}/attendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a place attended or a no-show (extension)
         * @description Body { attendance: attended | no-show }, once the session has started (before: 409 in words). A place holds one mark: a different one replaces it (the earlier voided in the history; a voided no-show no longer counts against the member), the same one again changes nothing (changed false). A no-show counts against the member by the site's rule. Errors (plain text): 400 the body; 404 session or member; 409 no place, waiting, or not started.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        put: operations["putBookingsByBookingIdPlacesByMemberIdAttendance"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/roster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A session's roster: places with their marks, and the waiting list (extension)
         * @description The session (capacity, places booked, started, the site's cancellation window), its places by surname with each one's attendance mark, and its waiting list in order. Errors (plain text): 404 'Session {bookingId} does not exist'.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getBookingsByBookingIdRoster"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{memberId}/booking-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's booking history and standing (extension)
         * @description What happened to the member's places, newest first, at most limit (default 50, 1 to 200): booked, cancelled (late or not, why), attended, no-show, promoted from the waiting list; the suspensions in force by sites' late-cancellation rules; and statusRefusal, the words a booking would be refused in for the member's status (null when it allows booking). Errors (plain text): 404 'Member with ID {memberId} does not exist', 400 'limit must be a whole number from 1 to 200'.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getMembersByMemberIdBookingHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/promote-from-alert-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Promote a member from an alert list to a confirmed booking
         * @description Body { bookingId, memberId }. The booking row is locked for the check and the write, so two promotions cannot overfill a session. Errors (plain text): 400 'bookingId must be a positive whole number' / 'memberId must be a positive whole number'; 404 'Invalid Member ID {memberId}: member doesn't exist'; 400 'Invalid Booking ID {bookingId}: booking doesn't exist'; 400 'Member {memberId} is already booked on booking {bookingId}'; 400 'Member {memberId} is not on the alert list for booking {bookingId}'; 400 'Booking {bookingId} is full: no space to promote member {memberId}'.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        post: operations["postBookingsPromoteFromAlertList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking-sheets/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A site's resource slots on a day, free or why not (extension)
         * @description Every resource of the site (its resource products in use) in slots of 60 minutes from each of the day's opening times, by start then resource, each free, booked (someone holds it), closed (a closure on the booking sheet) or started. What a member may book is the member's standing besides (their status and the site's rule: GET /api/members/{memberId}/booking-history). Errors (plain text, in order): 400 'siteId is required'; 400 "date '{date}' is not a day (yyyy-MM-dd)"; 404 'Site {siteId} does not exist'.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getBookingSheetsSlots"];
        put?: never;
        /**
         * Book a member onto a resource slot (extension)
         * @description Body { productId, dateTimeFrom, dateTimeTo (the site's wall clock), memberId, overrideReason }. Checks, in order: the body (400); the resource exists (404); the times are dates and times, the end after the start (400); the slot has not started and lies within one of the resource's opening times (409); the member exists (404); their status does not treat members as expired (409); the site's late-cancellation rule has not suspended their booking there, unless overrideReason is given (409; kept, and answered, only where it overrode a suspension); the slot is free: no live booking and no closure overlaps it (409). The resource's writers are serialised for the check and the write: two desks booking one slot at once make one booking, the other told it is booked. One transaction: the booking, the member's place and its history entry (booked). 201 with the booking.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        post: operations["postBookingSheetsSlots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking-sheets/slots/{bookingId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a resource slot booking (extension)
         * @description Body { reason }. The booking is cancelled (so the slot is free at once) and each member's history keeps who cancelled it, when, why and whether it was late: inside the site's cancellation window before the start. A late cancellation counts against the member by the site's rule; suspendedUntil says when that rule now suspends their booking there. Errors (plain text, in order): 404 'Resource booking {bookingId} does not exist' for an id that is none; 400 the body; 404 the same for an unknown booking; 409 a session's booking (cancel its place instead), already cancelled (when, by whom), or started.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        post: operations["postBookingSheetsSlotsByBookingIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{memberId}/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's coming resource slots (extension)
         * @description The resource bookings the member holds a place on that have not ended, soonest first (at most 50), cancelled ones left out, each with its site's cancellation window. Errors (plain text): 404 'Member with ID {memberId} does not exist'.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getMembersByMemberIdSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{memberId}/upcoming-bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a member's upcoming bookings (extension)
         * @description Sandbox extension, shaped like endpoint 4 (v2.0): the member's confirmed places (not waiting on an alert list, on a session that was not cancelled) that start now or later, soonest first (startDateTime, then bookingId), at most limit of them (default 5, 1 to 50). The member's existence is checked first (404 wins over a bad limit). Gated like the other member reads.
         *
         *     Products: FOH, CONSUMER. Features: ONLINEBOOK, ONLINEJOIN, FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getMembersByMemberIdUpcomingBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking-sheets/booking-contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the members of bookings, with their phone (extension)
         * @description For each known booking id (in the order asked, unknown ids left out): bookingId, productId, siteId, dateTimeFrom and dateTimeTo in the site's wall clock, the activity's name and the members holding a place (waiting places not counted) with name and phone. Errors (400 plain text, in order): BookingIds is required. / '{value}' is not a valid booking ID. / At most 500 booking IDs can be asked for at once.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getBookingSheetsBookingContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking-sheets/exception": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a booking-sheet exception schedule
         * @description Creates a schedule from the full definition (the body of the PUT) and writes its exceptions; 201 with the exception update result and the new scheduleId. The same checks and status codes as the PUT.
         *
         *     Checks, in this order (400 plain text unless stated):
         *     1. Path (PUT): Schedule ID '{scheduleId}' is not a valid GUID.
         *     2. Body and types: A request body is required. / The request body must be a JSON object. / {Field} must be a string. / {Field} must be an array of strings. / {Field} must be an integer. / Times must be an array of objects. / {Field} '{value}' is not a valid date-time. / {Field} '{value}' is not a valid date. (malformed JSON: The request body is not valid JSON.)
         *     3. Missing values: SiteId is required. / At least one ProductId is required. / ProductIds cannot contain an empty value. / Duplicate ProductIds are not allowed. / At least one time is required. / TimeBandId is required. / DateTimeFrom is required. (also for the default 0001-01-01T00:00:00) / DateTimeTo is required.
         *     4. Unresolved values: Site ID '{siteId}' does not exist. / Product ID '{productId}' does not exist or is not a resource product. / TimeBand ID '{timeBandId}' does not exist or is not entry restricted. (the same message whether the band is missing or not entry restricted)
         *     5. Dates (per times entry, compared with the site's current local time): DateTimeFrom must be in the future. / DateTimeTo must be after DateTimeFrom. / The time of DateTimeTo must be after the time of DateTimeFrom.
         *     6. Recurrence fields: Frequency must be Daily, Weekly or Monthly. / RecursEvery must be greater than 0. / RecursEvery must be 1 for Daily frequency. / RecurranceType is required for Monthly frequency. / RecurranceType is only allowed for Monthly frequency. / RecurranceType must be ByDate or ByDay. / RecursOn is only allowed for Monthly ByDay. / RecursOn is required for Monthly ByDay. / RecursOn must be between 1 and 5. / '{day}' is not a valid day. / Duplicate days are not allowed. / Weekly frequency requires at least one day. / Monthly ByDay requires exactly one day. / Monthly ByDate does not take days.
         *     7. PUT only: 404 plain text No exceptions found for Schedule ID '{scheduleId}'.
         *     8. No dates generated: 200 with exceptionsUpdated 0, scheduleId 00000000-0000-0000-0000-000000000000 and errors ["No valid dates found for the specified days"]; nothing changed. More than 100000 exceptions (dates x products): 400 A schedule cannot generate more than 100000 exceptions. (a sandbox guard, not in the spec).
         *     9. Self-overlap between times entries: 400 full result with overlappingExceptions and errors ["One or more exceptions overlap with each other"].
         *     10. Clashes with other schedules' exceptions and/or with bookings of the products (cancelled bookings ignored; this schedule's own exceptions excluded): one 409 full result with existingExceptions and/or existingBookings and the matching errors ("One or more exceptions overlap with existing exceptions for the same product(s)", "One or more exceptions overlap with existing bookings for the same product(s)").
         *     Date-times are the site's wall clock written without offset (yyyy-MM-ddTHH:mm:ss); a value sent with an offset is converted to the site's time zone. Seconds are rounded to the nearest minute; each stored exception ends one second before the time of day of dateTimeTo.
         *     Extension: ?dryRun=true answers the same result and status without writing anything (exceptionsUpdated is what would be written; scheduleId is the path schedule on PUT and the all-zero GUID on POST).
         *     Occurrences: the dates run from the date of each times entry's dateTimeFrom to the date of its dateTimeTo. Weekly counts weeks (Monday to Sunday) from the week of the first times entry's dateTimeFrom; Monthly counts months from that entry's month; ByDate uses its day of month (clamped to the month's end); ByDay with recursOn 5 skips months without a fifth such weekday.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        post: operations["postBookingSheetsException"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking-sheets/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a resource product (extension)
         * @description Creates a live booking of a resource product from dateTimeFrom to dateTimeTo (the site's wall clock) with the members holding a place; 201 {bookingId}. Errors (plain text, in order): 400 schema messages; 400 Product ID '{productId}' does not exist or is not a resource product.; 400 DateTimeFrom '{value}' is not a valid date-time. (the same for DateTimeTo); 400 DateTimeTo must be after DateTimeFrom.; 400 Member ID {memberId} does not exist.; 409 The product is already booked at that time.; 409 The product is blocked at that time.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        post: operations["postBookingSheetsBookings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking-sheets/exception/{scheduleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an exception schedule (extension)
         * @description The stored definition (as last created or replaced, normalised), its exclusionDates (plus those appended by date-range deletes) and every exception it holds, by start. Errors (plain text): 400 Schedule ID '{scheduleId}' is not a valid GUID.; 404 No exceptions found for Schedule ID '{scheduleId}'.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getBookingSheetsExceptionByScheduleId"];
        /**
         * Update booking-sheet exceptions of a schedule
         * @description The body is the full schedule definition and replaces the stored one: the schedule's exceptions that are not yet over are deleted and regenerated; finished ones stay. Omitted days, notes and exclusion dates are not carried over (omitting exclusionDates reinstates dates removed by the date-range delete). Nothing is written unless every check passes; one transaction.
         *
         *     Checks, in this order (400 plain text unless stated):
         *     1. Path (PUT): Schedule ID '{scheduleId}' is not a valid GUID.
         *     2. Body and types: A request body is required. / The request body must be a JSON object. / {Field} must be a string. / {Field} must be an array of strings. / {Field} must be an integer. / Times must be an array of objects. / {Field} '{value}' is not a valid date-time. / {Field} '{value}' is not a valid date. (malformed JSON: The request body is not valid JSON.)
         *     3. Missing values: SiteId is required. / At least one ProductId is required. / ProductIds cannot contain an empty value. / Duplicate ProductIds are not allowed. / At least one time is required. / TimeBandId is required. / DateTimeFrom is required. (also for the default 0001-01-01T00:00:00) / DateTimeTo is required.
         *     4. Unresolved values: Site ID '{siteId}' does not exist. / Product ID '{productId}' does not exist or is not a resource product. / TimeBand ID '{timeBandId}' does not exist or is not entry restricted. (the same message whether the band is missing or not entry restricted)
         *     5. Dates (per times entry, compared with the site's current local time): DateTimeFrom must be in the future. / DateTimeTo must be after DateTimeFrom. / The time of DateTimeTo must be after the time of DateTimeFrom.
         *     6. Recurrence fields: Frequency must be Daily, Weekly or Monthly. / RecursEvery must be greater than 0. / RecursEvery must be 1 for Daily frequency. / RecurranceType is required for Monthly frequency. / RecurranceType is only allowed for Monthly frequency. / RecurranceType must be ByDate or ByDay. / RecursOn is only allowed for Monthly ByDay. / RecursOn is required for Monthly ByDay. / RecursOn must be between 1 and 5. / '{day}' is not a valid day. / Duplicate days are not allowed. / Weekly frequency requires at least one day. / Monthly ByDay requires exactly one day. / Monthly ByDate does not take days.
         *     7. PUT only: 404 plain text No exceptions found for Schedule ID '{scheduleId}'.
         *     8. No dates generated: 200 with exceptionsUpdated 0, scheduleId 00000000-0000-0000-0000-000000000000 and errors ["No valid dates found for the specified days"]; nothing changed. More than 100000 exceptions (dates x products): 400 A schedule cannot generate more than 100000 exceptions. (a sandbox guard, not in the spec).
         *     9. Self-overlap between times entries: 400 full result with overlappingExceptions and errors ["One or more exceptions overlap with each other"].
         *     10. Clashes with other schedules' exceptions and/or with bookings of the products (cancelled bookings ignored; this schedule's own exceptions excluded): one 409 full result with existingExceptions and/or existingBookings and the matching errors ("One or more exceptions overlap with existing exceptions for the same product(s)", "One or more exceptions overlap with existing bookings for the same product(s)").
         *     Date-times are the site's wall clock written without offset (yyyy-MM-ddTHH:mm:ss); a value sent with an offset is converted to the site's time zone. Seconds are rounded to the nearest minute; each stored exception ends one second before the time of day of dateTimeTo.
         *     Extension: ?dryRun=true answers the same result and status without writing anything (exceptionsUpdated is what would be written; scheduleId is the path schedule on PUT and the all-zero GUID on POST).
         *     Occurrences: the dates run from the date of each times entry's dateTimeFrom to the date of its dateTimeTo. Weekly counts weeks (Monday to Sunday) from the week of the first times entry's dateTimeFrom; Monthly counts months from that entry's month; ByDate uses its day of month (clamped to the month's end); ByDay with recursOn 5 skips months without a fifth such weekday.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        put: operations["putBookingSheetsExceptionByScheduleId"];
        post?: never;
        /**
         * Delete a schedule's exceptions on a date range (extension)
         * @description Deletes the schedule's exceptions whose date is from..to (inclusive, yyyy-MM-dd, site-local dates) and appends every date of the range to the schedule's exclusionDates. One transaction.
         *     Errors (plain text, in order): 400 Schedule ID '{scheduleId}' is not a valid GUID.; 400 From is required (yyyy-MM-dd). / From '{value}' is not a valid date (yyyy-MM-dd). (the same for To); 400 To must be on or after From.; 400 The date range cannot be longer than 366 days.; 404 No exceptions found for Schedule ID '{scheduleId}'.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_delete, else 403.
         */
        delete: operations["deleteBookingSheetsExceptionByScheduleId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking-sheets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a site's booking sheet (extension)
         * @description Resource products of the site (by id) with opening times (day, startTime, endTime HH:mm), the entry-restricted time bands, the site's bookings of those products (not cancelled) with their activity's name and member count (waiting places not counted) and their exceptions overlapping from..to (inclusive dates, at most 62 days). Errors (plain text, in order): 400 SiteId is required.; 400 From is required (yyyy-MM-dd). / From '{value}' is not a valid date (yyyy-MM-dd). (the same for To); 400 To must be on or after From.; 400 The date range cannot be longer than 62 days.; 404 Site ID '{siteId}' does not exist.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getBookingSheets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prospects/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prospect interaction board
         * @description Frontdesk extension (not in the spec). Interactions of members whose status has prospectStatus, with interactionStatus 1 to 4, ordered by nextActionDate (operator-local, none last) then id, keyset-paged by nextCursor. counts are per column over the same filters, ignoring status and paging, counted up to 1,000: a column with more counts 1001. scheduledWith= (empty) selects interactions scheduled with nobody. interactionType is a type id or the enum 0, 1, 2. from (inclusive) and to (exclusive) bound nextActionDate. Errors: 400 plain text naming the parameter. An active interaction (1) whose nextActionDate has passed is overdue: the board reads, filters and counts it as 3, so cards move to Overdue as time passes without anyone saving them; the stored status is unchanged. member carries email and phone so the board can call the person and tell two of one name apart.
         *
         *     Features: PROSPECTS (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getProspectsBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/prospects/{memberId}/interactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a member's prospect interactions
         * @description An array of ProspectInteraction in creation order (id ascending). status=1..4 keeps interactions with that interactionStatus (an empty status is no filter); interactions with no status never appear in a filtered read. Errors (plain text): 400 A valid memberId is required.; 400 status must be between 1 and 4.; 422 Member {memberId} does not exist.
         *
         *     Features: PROSPECTS (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getMembersProspectsByMemberIdInteractions"];
        put?: never;
        /**
         * Create a prospect interaction
         * @description memberId must be a positive id of an existing member; prospect status is not required and the token's member is not compared with it. Order of checks: 400 A valid memberId and a non-empty interactionSubTypeId are required. (memberId not positive, body missing, malformed JSON or not an object, sub type missing, empty or whitespace); 400 for a wrong JSON type (`<field> must be a string.` / `<field> must be an integer.`) and for an unparseable nextActionDate; 400 limits in this order: duration, reminder, details, scheduledWith, scheduledBy, interactionSubTypeId, then priority (1 to 3) and interactionStatus (1 to 4), which the spec leaves unchecked and this sandbox answers with a clear 400; then 422, first problem found: member, sub type, outcome, outcome's interaction type. Server-set: raisedByUserId and lastActionUserId are the token subject; raisedDate and lastActionDate the server clock (UTC). nextActionDate is stored as Europe/London wall clock and returned with that zone's offset at that date; a value sent without an offset is read as Europe/London wall clock.
         *
         *     Features: PROSPECTS (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        post: operations["postMembersProspectsByMemberIdInteractions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/prospects/{memberId}/interactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a prospect interaction
         * @description Partial update: omitted or null fields keep their value; text and dates cannot be cleared (an empty or whitespace-only text keeps the stored value); reminder -1 turns the reminder off. Order of checks: 400 A valid memberId and request body are required. (memberId not positive, body missing, malformed JSON or not an object); 400 interactionSubTypeId, when supplied, must be a non-empty value.; 400 wrong JSON types and an unparseable nextActionDate; 400 limits as on creation (duration, reminder, details, scheduledWith, scheduledBy, interactionSubTypeId, priority, interactionStatus); 422 Member {memberId} does not exist.; 404 Interaction {id} was not found for member {memberId}. (also for an id that is not a positive integer); 422 sub type, outcome and outcome's interaction type, checked on the merged record. Any interactionStatus 1 to 4 is accepted with no cross-check against nextActionDate or outcome. lastActionUserId and lastActionDate are re-stamped.
         *
         *     Features: PROSPECTS (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        put: operations["putMembersProspectsByMemberIdInteractionsById"];
        post?: never;
        /**
         * Delete a prospect interaction
         * @description 204 with an empty body. Errors (plain text), in this order: 400 A valid memberId is required.; 422 Member {memberId} does not exist.; 404 Interaction {id} was not found for member {memberId}. (also for an id that is not a positive integer).
         *
         *     Features: PROSPECTS (any one listed product or feature is enough). Integrator tokens need can_delete, else 403.
         */
        delete: operations["deleteMembersProspectsByMemberIdInteractionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/interaction-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List interaction types
         * @description Every configured interaction type with its interactionType enum (0 CALL, 1 TASK, 2 APPOINTMENT, null otherwise), ordered by id.
         *
         *     Features: PROSPECTS (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getConfigurationInteractionTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/interaction-types/{typeId}/sub-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the sub types of an interaction type
         * @description Ordered by id. 404 Interaction type '{typeId}' does not exist. (plain text) for an unknown type; typeId matches case-insensitively.
         *
         *     Features: PROSPECTS (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getConfigurationInteractionTypesByTypeIdSubTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/interaction-types/{typeId}/outcomes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the outcomes of an interaction type
         * @description Ordered by id. 404 Interaction type '{typeId}' does not exist. (plain text) for an unknown type; typeId matches case-insensitively.
         *
         *     Features: PROSPECTS (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getConfigurationInteractionTypesByTypeIdOutcomes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prospects/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search prospects
         * @description Frontdesk extension (not in the spec). Members whose status has prospectStatus, matched by member id or by the start of the first, last or full name (case-insensitive), ordered by last name, first name, id. No search gives the first prospects in that order. 400 plain text: limit must be between 1 and 50.
         *
         *     Features: PROSPECTS (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getProspectsMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/cost-centres": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List cost centres
         * @description Array of { id, description, reference } ordered by id.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getConfigurationCostCentres"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/cost-centres/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a cost centre
         * @description 204 with an empty body. Omitted or null fields keep their value. description cannot be emptied (400 plain text 'Description cannot be empty'); reference may be the empty string. Over 255 characters gives a 400 model-state object keyed Description / Reference. Unknown id gives 404 plain text 'CostCentre ID does not exist' (matched case-insensitively). An empty body changes nothing.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        put: operations["putConfigurationCostCentresById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/booking-discount-usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List booking-discount usage
         * @description Check order: continuation-token (parsed before anything else), value formats, at least one filter, MemberID, BookingID, ActivityID, PromotionCode existence, DateTo not before DateFrom, then limit. DateFrom and DateTo keep their date part (UTC): booking start on or after DateFrom's date, booking end on or before the end of DateTo's date. Pages hold `limit` usage ids (default 50, no upper bound); every entry of a usage id is on the same page, ordered by id. links.next repeats the filters with continuation-token=discount-usage-id:{last id}; null when the page holds fewer ids than limit. Better than the original: limit=0 (or negative) answers 400 plain text `Limit must be greater than 0` instead of 500; a value that is not a number or date answers 400 plain text `The value '{value}' is not valid for {name}.`.
         *
         *     Products: FOH, CONSUMER. Features: FOHGENERIC, ONLINEBOOK (any one listed product or feature is enough). Requires module BOOKINGDISCOUNTS. Integrator tokens need can_read, else 403.
         */
        get: operations["getConfigurationBookingDiscountUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/discounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List discounts
         * @description The spec names no products or features for promotion codes; this sandbox uses product FOH and features FOHGENERIC, BOOKINGDISCOUNTS (any one is enough). Ordered by id.
         *
         *     Products: FOH. Features: FOHGENERIC, BOOKINGDISCOUNTS (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getConfigurationDiscounts"];
        put?: never;
        /**
         * Create a discount
         * @description The spec names no products or features for promotion codes; this sandbox uses product FOH and features FOHGENERIC, BOOKINGDISCOUNTS (any one is enough). percentOff 0 to 100 with at most 2 decimal places; description 1 to 255 characters.
         *
         *     Products: FOH. Features: FOHGENERIC, BOOKINGDISCOUNTS (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        post: operations["postConfigurationDiscounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/multitenant-mobile-app-identifier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List mobile app identifiers
         * @description Ordered by id. Only the literal includeVersions=true (any case) adds versions (ordered by id, secrets in full); otherwise the versions property is omitted.
         *
         *     Integrator tokens need can_read, else 403.
         */
        get: operations["getConfigurationMultitenantMobileAppIdentifier"];
        put?: never;
        /**
         * Create a mobile app identifier with its first version
         * @description Needs the ADMIN product and the cr.co permission with scope api or partner (else 403, empty body). Check order: request validation (problem document), whitespace (problem document), duplicate bundle id case-insensitively (409 text), version format (problem document). The identifier and its version are written in one transaction; the version's 256-character secret is generated by the platform. No Location header.
         *
         *     Integrator tokens need can_write, else 403.
         */
        post: operations["postConfigurationMultitenantMobileAppIdentifier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/environments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List environments with their connected mobile-app versions
         * @description Integrator tokens need can_read, else 403.
         */
        get: operations["getConfigurationEnvironments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/environments/{environmentId}/mobile-app-versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update an environment's mobile-app identifier versions
         * @description Replaces the set of versions connected to the environment, in one transaction. Scope api only (partner gets 403, empty body).
         *
         *     Integrator tokens need can_write, else 403.
         */
        put: operations["putConfigurationEnvironmentsByEnvironmentIdMobileAppVersions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/multitenant-mobile-app-identifier/{id}/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a version to a mobile app identifier
         * @description Scope api only: partner integrations cannot add versions (403, empty body). Same AppVersion rules as creation; a version already registered for the identifier gives 409. Secrets cannot be chosen or rotated: delete the version and add it again.
         *
         *     Integrator tokens need can_write, else 403.
         */
        post: operations["postConfigurationMultitenantMobileAppIdentifierByIdVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/multitenant-mobile-app-identifier/{id}/version/{versionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a version of a mobile app identifier
         * @description Scope api only. Removes the version's connections to environments in the same transaction; this is how a secret is rotated (delete, then add the version again).
         *
         *     Integrator tokens need can_delete, else 403.
         */
        delete: operations["deleteConfigurationMultitenantMobileAppIdentifierByIdVersionByVersionId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/multitenant-mobile-app-identifier/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a mobile app identifier with its versions
         * @description Extension (the spec names delete among endpoint 5's related calls without its shape). Scope api only, like adding versions: partner integrations cannot delete (403, empty body). Removes the identifier, all its versions (their secrets stop signing at once) and their connections to environments in one transaction.
         *
         *     Integrator tokens need can_delete, else 403.
         */
        delete: operations["deleteConfigurationMultitenantMobileAppIdentifierById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/promotion-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List promo codes
         * @description The spec names no products or features for promotion codes; this sandbox uses product FOH and features FOHGENERIC, BOOKINGDISCOUNTS (any one is enough). Active codes only unless includeInactive=true (any case); ordered by id.
         *
         *     Products: FOH. Features: FOHGENERIC, BOOKINGDISCOUNTS (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getConfigurationPromotionCodes"];
        put?: never;
        /**
         * Create a promo code
         * @description The spec names no products or features for promotion codes; this sandbox uses product FOH and features FOHGENERIC, BOOKINGDISCOUNTS (any one is enough). 201 with a bare JSON integer (the new id); Location points at the collection. Dates keep the date part (a stated offset is converted to UTC first). Check order: request validation (problem document: all fields), malformed JSON or wrong types (problem document), blank spaces in the code, Valid To in the future, Valid From today or later, Valid From not after Valid To, unknown discount ids (all plain text 400), duplicate code case-insensitively (409). Better than the original: the code and its discount links are written in one transaction (no half-created code), and a unique index turns a concurrent duplicate into the same 409.
         *
         *     Products: FOH. Features: FOHGENERIC, BOOKINGDISCOUNTS (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        post: operations["postConfigurationPromotionCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/promotion-codes/{idOrCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a promo code by id, or by {code} in curly braces
         * @description The spec names no products or features for promotion codes; this sandbox uses product FOH and features FOHGENERIC, BOOKINGDISCOUNTS (any one is enough). The code lookup is case-insensitive. A bare segment that is not a whole number gives 400 plain text.
         *
         *     Products: FOH. Features: FOHGENERIC, BOOKINGDISCOUNTS (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getConfigurationPromotionCodesByIdOrCode"];
        /**
         * Update a promo code
         * @description The spec names no products or features for promotion codes; this sandbox uses product FOH and features FOHGENERIC, BOOKINGDISCOUNTS (any one is enough). Merge update: omitted or null fields keep their value; discountIds, when sent, replace the links. Same messages and order as creation (problem document for request validation, then plain text); only the dates sent are checked against today, so a running code keeps its past validFrom when it is not sent. Then the uses so far (extension, plain text 400): The code of a promo-code that has been used can not be changed (used {n} times).; Max Usages can not be less than the {n} times the promo-code has been used. Then 409 for another code's code. Changing maxUsages sets usagesRemaining to maxUsages minus the uses so far (0 = unlimited, usagesRemaining 0). Uses: maxUsages - usagesRemaining for a limited code, the booking-discount usage records under the code for an unlimited one.
         *
         *     Products: FOH. Features: FOHGENERIC, BOOKINGDISCOUNTS (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        put: operations["putConfigurationPromotionCodesByIdOrCode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/resource-products/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a resource product
         * @description ResourceProduct. productId is upper-cased and looked up by id alone, so a retail product id answers 200 too (empty openingTimes; the demo's retail product has its own empty calendar). Unknown id gives 400 plain text 'Product not found' (never 404); an empty segment gives 400 'ProductId must be specified'. openingTimes is never null; day is the English weekday name (null when out of range); times are HH:mm site-local, and minute values 1 to 9 are rendered as if multiples of ten (09:05 appears as 09:50), reproducing the original service faithfully. Sandbox choice: a calendar entry with a start but no end time, documented as a 500, is answered with a 400 plain-text message naming it.
         *
         *     An empty last segment (/api/configuration/resource-products/): An empty productId segment gives 400 plain text 'ProductId must be specified'.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getConfigurationResourceProductsByProductId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/resource-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List resource products
         * @description Array of ResourceProduct (resource products only; retail products are left out) ordered by id, with opening times as on the single read. A calendar entry with a start but no end time is left out of the list.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getConfigurationResourceProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/sites/{siteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a site
         * @description Site. address, location and contact are always objects; addressLine2/3 null when unused; isActive true unless the inactive flag is set; isWebVisible false unless set; openingDate truncated to midnight (UTC). organisations, images and socialMedia are null unless includeFacilitiesAndAmenities is exactly the literal true; then they are arrays and amenities and facilities (items: id, key, name, description, translations) are added. translations is always an array (type Site at top level, SiteImage under images, SiteSocialMedia under socialMedia).
         *
         *     Products: FOH, CONSUMER, INTEGRATIONS. Features: ONLINEBOOK, ONLINEJOIN, DATAHUB, TRP, FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getConfigurationSitesBySiteId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sites
         * @description Array of Site ordered by id, inactive sites included. includeFacilitiesAndAmenities=true gives the richer shape as on the single read.
         *
         *     Products: FOH, CONSUMER, INTEGRATIONS. Features: ONLINEBOOK, ONLINEJOIN, DATAHUB, TRP, FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getConfigurationSites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List member statuses
         * @description Array of MemberStatus ordered by id. Colours are #RRGGBB upper-case, or an empty string for no colour.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getConfigurationStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/statuses/{statusId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a member status
         * @description MemberStatus; statusId is matched case-insensitively. 404 plain text 'Status ID {statusId} does not exist' when unknown.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getConfigurationStatusesByStatusId"];
        /**
         * Update a member status
         * @description 204 with an empty body. statusId is matched case-insensitively; an unknown id gives 400 plain text 'Status ID {statusId} does not exist'. Fields are written only when non-null; an empty description means no change. Description over 255 characters gives the documented 400 model-state { Description: ['The status description cannot be more than 255 characters'] }. Sandbox choice: a description of 26 to 255 characters, documented as a 500, is answered with a 400 model-state { Description: ['The status description cannot be more than 25 characters'] }. Colours: #RRGGBB in any case (stored upper-case), #RGB (expanded) or a standard CSS colour name (converted to #RRGGBB); an empty string clears. Sandbox choice: an unparseable colour, documented as a 500, is answered with a 400 model-state keyed BackColourHex / TextColourHex.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        put: operations["putConfigurationStatusesByStatusId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/statuses/{statusId}/member-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the members holding a status (extension)
         * @description {statusId, memberCount}: the members whose status is this one (statusId matched case-insensitively). 404 plain text 'Status ID {statusId} does not exist' when unknown.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getConfigurationStatusesByStatusIdMemberCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/user-fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List user field definitions
         * @description Array of UserField (id, sortOrder, description, type, defaultValue, options) ordered by id. ids=1,2 (or ids=1&ids=2) narrows the list; unknown ids are left out; without ids every definition is returned. defaultValue is a string, or an object for Date and User; null when none. options is [] for types other than Options.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getConfigurationUserFields"];
        put?: never;
        /**
         * Create a user field
         * @description 201 with an empty body and an absolute Location header: {origin}/platform/api/configuration/user-fields?ids={newId}. The spec names no products or features for this endpoint; the sandbox gates it like the other configuration writes (FOH or FOHGENERIC). Property names match case-insensitively. sortOrder sent as a string (numeric or not) fails with 'Could not convert string to integer.', a fractional number with 'Input string '{v}' is not a valid integer.'; out of range fails with 'The field SortOrder must be between 0 and 32767.'. An empty body gives 422 with an empty body. Date defaults: { DayType, MonthType, Day, Month, Year } with DayType and MonthType each Fixed or Current (Day and Month may be null when Current). User defaults: { UserName } (a staff user name) or { IsCurrentUser: true }.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        post: operations["postConfigurationUserFields"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communications/email-template-setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Read email template setup for editing
         * @description Despite the verb nothing is changed. Check order: templateId (missing, 0 or not a whole number: 400 TemplateId must be specified), template exists (404), template has a query (400), query exists (404). Placeholders are rebuilt on every call.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        put: operations["putCommunicationsEmailTemplateSetup"];
        /**
         * Create an email template and retrieve its setup
         * @description Body { queryId, templateTypeId, description }. 201 with the new template's EmailTemplateSetup (config null, html empty). Plain-text failures in this order: QueryId must be specified, TemplateTypeId must be specified, Description must be specified, length limits (templateTypeId 15, description 255), 404 Query with id {queryId} does not exist., 404 Template type '{templateTypeId}' does not exist.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        post: operations["postCommunicationsEmailTemplateSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communications/email-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List email templates
         * @description Ordered by id; saved is false until editor content was first saved (config null).
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getCommunicationsEmailTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communications/email-templates/{templateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save an email template's editor content
         * @description Body { config, html, description, queryId }, each optional (omitted keeps the stored value; config null clears it). config must be a string holding a JSON document, stored verbatim. queryId binds the template to another data query: the way back for a template whose query was removed (endpoint 18 answers 404 for it until then). Plain-text 400s: Config must be a JSON document, Html must be a string, Description must be specified, Description cannot be more than 255 characters, QueryId must be specified (not a positive whole number); 404 Template Detail for Id {templateId} does not exist., then 404 Query with id {queryId} does not exist.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        put: operations["putCommunicationsEmailTemplatesByTemplateId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communications/queries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List template queries
         * @description Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getCommunicationsQueries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communications/template-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List template types
         * @description Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getCommunicationsTemplateTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communications/sample-values": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Placeholder values of a sample member (extension)
         * @description Query memberId (optional; default the member with the lowest id). 200 { memberId, memberName, values } where values maps placeholder names (FirstName, LastName, Email, MemberId, PreferredName, MembershipNumber, SiteName, SitePhone, BookingId, StartDateTime, ActivityName) to text; a placeholder the member has no data for is absent. Plain-text 400 memberId must be a positive whole number.; 404 Member with ID {memberId} does not exist.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getCommunicationsSampleValues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/retention/prospect-interactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the prospect interactions a retention rule finds due (extension)
         * @description Not in the spec. Interactions raised and last acted on before `before`, ordered by id; afterId (the previous page's nextAfterId) pages on; limit 1 to 1000 (500). 400 plain text: before must be an ISO 8601 date-time. / afterId must be a whole number of at most 9 digits. / limit must be between 1 and 1000.
         *
         *     Products: FOH. Features: FOHGENERIC, PROSPECTS (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getRetentionProspectInteractions"];
        put?: never;
        post?: never;
        /**
         * Delete prospect interactions a retention rule finds due (extension)
         * @description Not in the spec. Deletes up to limit (1 to 1000, 500) interactions raised and last acted on before `before`, with ids above afterId (0 when absent: pass the previous batch's lastId), lowest ids first, in one transaction; answers how many were removed (0 when none are left) and the highest id removed (lastId, null when none). 400 plain text: before must be an ISO 8601 date-time. / afterId must be a whole number of at most 9 digits. / limit must be between 1 and 1000.
         *
         *     Products: FOH. Features: FOHGENERIC, PROSPECTS (any one listed product or feature is enough). Integrator tokens need can_delete, else 403.
         */
        delete: operations["deleteRetentionProspectInteractions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/retention/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the visits a retention rule finds due (extension)
         * @description Not in the spec. Visits made before `before` (undone ones included), ordered by id; afterId (the previous page's nextAfterId) pages on; limit 1 to 1000 (500). 400 plain text: before must be an ISO 8601 date-time. / afterId must be a whole number of at most 9 digits. / limit must be between 1 and 1000.
         *
         *     Products: FOH. Features: FOHGENERIC, PROSPECTS (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getRetentionVisits"];
        put?: never;
        post?: never;
        /**
         * Delete visits a retention rule finds due (extension)
         * @description Not in the spec. Deletes up to limit (1 to 1000, 500) visits made before `before`, with ids above afterId (0 when absent: pass the previous batch's lastId), lowest ids first, in one transaction; answers how many were removed (0 when none are left) and the highest id removed (lastId, null when none). 400 plain text: before must be an ISO 8601 date-time. / afterId must be a whole number of at most 9 digits. / limit must be between 1 and 1000.
         *
         *     Products: FOH. Features: FOHGENERIC, PROSPECTS (any one listed product or feature is enough). Integrator tokens need can_delete, else 403.
         */
        delete: operations["deleteRetentionVisits"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/retention/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a member's last activity for retention (extension)
         * @description Not in the spec. lastActivityOn: the latest of joining, a booking place's start, a membership's end (an open one counts as now), a prospect interaction raised or acted on and a consent change; prospect: the member's status is a prospect status; erased: the record is anonymised; active: a membership runs (no end date, or one today or later) or a booking place is still to come, so no rule can find them due yet. 404 plain text: Member with ID {memberId} does not exist.
         *
         *     Products: FOH. Features: FOHGENERIC, PROSPECTS (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getRetentionMembersByMemberId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/retention/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the members a retention rule finds due (extension)
         * @description Not in the spec. rule=lapsedMembers: members whose status is not a prospect status; rule=prospects: members whose status is a prospect status. Either way, members who joined before `before` and have had no booking place starting, no membership running (an open membership is running), no prospect interaction raised or acted on and no consent change on or after `before`, and are not already erased. Ordered by member id; afterId (the previous page's nextAfterId) pages on; limit 1 to 1000 (500). 400 plain text: rule must be lapsedMembers or prospects. / before must be an ISO 8601 date-time. / afterId must be a whole number of at most 9 digits. / limit must be between 1 and 1000.
         *
         *     Products: FOH. Features: FOHGENERIC, PROSPECTS (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getRetentionMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a member's visit to a site (extension)
         * @description Body { siteId, memberId | cardNumber, method: scan | name | override, overrideReason }. A card number is read without spaces or dashes, in capitals, an all-digit one without leading zeros. The member's status decides entry: one that treats members as expired is refused (409) unless the method is override, which needs a reason. A member whose personal data was erased is refused (409) whatever the method. A second visit of the same member at the same site within 5 minutes records nothing: the answer is that visit with alreadyIn true (200); two desks at the same instant make one visit. 201 with the new visit otherwise. Errors (plain text): 400 for the body; 404 unknown site, member or card; 410 a replaced card.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        post: operations["postVisits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visits/{visitId}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a visit made by mistake (extension)
         * @description Body { reason }. The visit stays, marked undone (when, by whom, why), and no longer counts. Errors (plain text): 400 for the body, 404 'Visit {visitId} does not exist', 409 'Visit {visitId} was already undone'.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        post: operations["postVisitsByVisitIdUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visits/{visitId}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that a member left the site (extension)
         * @description For sites that record leaving: the visit is marked left (when, by whom) and the member no longer counts as in the building. No body. Errors (plain text): 400 for the path, 404 'Visit {visitId} does not exist', 409 'Visit {visitId} was already recorded as left', 409 'Visit {visitId} was undone: there is no visit to leave'.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        post: operations["postVisitsByVisitIdLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{siteId}/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a site's visits of a day (extension)
         * @description The site's local day (in the site's time zone, yyyy-MM-dd, default today) of visits there, newest first, with counts by local hour of those that count (not undone). search (each word in the member's name, or their member number, #1001 or 1001) and method (scan, name or override) filter the list; limit (1 to 5000) lists at most that many of the matching visits, and matching says how many there are (without limit: all of them). The day's total, stillIn and byHour are the whole day's, whatever the filter. Errors (plain text): 400 'date must be a day as yyyy-MM-dd', 400 'limit must be a whole number from 1 to 5000', 400 'search must be at most 200 characters', 400 'method must be scan, name or override', 404 'Site {siteId} does not exist'.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getSitesBySiteIdVisits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{memberId}/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a member's recent visits (extension)
         * @description The member's visits, newest first, at most limit (default 10, 1 to 100), undone ones included (marked); before (a visitId of the previous page's last) pages on to older ones. Errors (plain text): 404 'Member with ID {memberId} does not exist', 400 'limit must be a whole number from 1 to 100', 400 'before must be a visit ID (a positive whole number)'.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getMembersByMemberIdVisits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{memberId}/card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Give a member a card, replacing the one they had (extension)
         * @description Body { cardNumber } (read as a scan is). The member's card in use, if any, is replaced at once: its number stops finding them. Errors (plain text): 400 'cardNumber is required', 404 'Member with ID {memberId} does not exist', 409 'Card {cardNumber} belongs to another member' (or was replaced: a number is never reused).
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_write, else 403.
         */
        put: operations["putMembersByMemberIdCard"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cards/{cardNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find the member a card belongs to (extension)
         * @description The card's member, read as a scan is (spaces, dashes, leading zeros). Errors (plain text): 404 'No member holds card {cardNumber}', 410 for a replaced card.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getCardsByCardNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{memberId}/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a member's cards (extension)
         * @description The cards the member has held, newest first: the one in use (replacedAt null) first, then those it replaced. An empty list when the member has no card on file. Errors (plain text): 404 'Member with ID {memberId} does not exist'.
         *
         *     Products: FOH. Features: FOHGENERIC (any one listed product or feature is enough). Integrator tokens need can_read, else 403.
         */
        get: operations["getMembersByMemberIdCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description RFC 9457 problem document with the messages by PascalCase field path (Conventions 3). */
        ProblemDetails: {
            type: string;
            title: string;
            /** Format: int32 */
            status: number;
            errors: components["schemas"]["FieldErrors"];
            traceId: string;
        };
        /** @description Model-state object: the messages by PascalCase field name (Conventions 3). */
        ModelState: components["schemas"]["FieldErrors"];
        FieldErrors: {
            [key: string]: string[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postConfigurationAdminIntegratorsByIdActivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The integrator plus key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        name: string;
                        description: string | null;
                        origin: string;
                        logoUrl: string | null;
                        isGlobal: boolean;
                        isBillable: boolean;
                        environmentId: number | null;
                        /** @description JSON array encoded in a string; each entry becomes a features claim and a products claim */
                        allowedScopes: string | null;
                        canRead: boolean;
                        canWrite: boolean;
                        canDelete: boolean;
                        /** Format: int32 */
                        rateLimitPerMinute: number;
                        /** Format: int32 */
                        rateLimitPerHour: number;
                        isActive: boolean;
                        createdOn: string | null;
                        modifiedOn: string | null;
                        /** @description Extension: when the current key was issued by activation; null before the first activation */
                        keyIssuedOn: string | null;
                        /** @description Extension: when /connect/token last issued a token to this integrator; null when never */
                        lastTokenIssuedOn: string | null;
                        /** @description The client secret in plaintext: shown this once, stored only as a hash */
                        key: string;
                    };
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain text: Integrator with ID {id} does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getConfigurationAdminIntegrators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active and inactive global integrators sorted by name ascending */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        name: string;
                        description: string | null;
                        origin: string;
                        logoUrl: string | null;
                        isGlobal: boolean;
                        isBillable: boolean;
                        environmentId: number | null;
                        /** @description JSON array encoded in a string; each entry becomes a features claim and a products claim */
                        allowedScopes: string | null;
                        canRead: boolean;
                        canWrite: boolean;
                        canDelete: boolean;
                        /** Format: int32 */
                        rateLimitPerMinute: number;
                        /** Format: int32 */
                        rateLimitPerHour: number;
                        isActive: boolean;
                        createdOn: string | null;
                        modifiedOn: string | null;
                        /** @description Extension: when the current key was issued by activation; null before the first activation */
                        keyIssuedOn: string | null;
                        /** @description Extension: when /connect/token last issued a token to this integrator; null when never */
                        lastTokenIssuedOn: string | null;
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Empty body; An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postConfigurationAdminIntegrators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "example",
                 *       "description": "example",
                 *       "origin": "example",
                 *       "logoUrl": "example",
                 *       "allowedScopes": "example",
                 *       "canRead": true,
                 *       "canWrite": true,
                 *       "canDelete": true,
                 *       "isBillable": true,
                 *       "rateLimitPerMinute": 1,
                 *       "rateLimitPerHour": 1,
                 *       "environmentId": 1
                 *     }
                 */
                "application/json": {
                    name: string;
                    description?: string | null;
                    origin: string;
                    logoUrl?: string | null;
                    allowedScopes?: string | null;
                    canRead?: boolean;
                    canWrite?: boolean;
                    canDelete?: boolean;
                    isBillable?: boolean;
                    /** Format: int32 */
                    rateLimitPerMinute?: number;
                    /** Format: int32 */
                    rateLimitPerHour?: number;
                    environmentId?: number | null;
                };
            };
        };
        responses: {
            /** @description The new integrator */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        name: string;
                        description: string | null;
                        origin: string;
                        logoUrl: string | null;
                        isGlobal: boolean;
                        isBillable: boolean;
                        environmentId: number | null;
                        /** @description JSON array encoded in a string; each entry becomes a features claim and a products claim */
                        allowedScopes: string | null;
                        canRead: boolean;
                        canWrite: boolean;
                        canDelete: boolean;
                        /** Format: int32 */
                        rateLimitPerMinute: number;
                        /** Format: int32 */
                        rateLimitPerHour: number;
                        isActive: boolean;
                        createdOn: string | null;
                        modifiedOn: string | null;
                        /** @description Extension: when the current key was issued by activation; null before the first activation */
                        keyIssuedOn: string | null;
                        /** @description Extension: when /connect/token last issued a token to this integrator; null when never */
                        lastTokenIssuedOn: string | null;
                    };
                };
            };
            /** @description Validation problem document; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    deleteConfigurationAdminIntegratorsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deactivated (isActive false); still listed; its tokens get 401 from now on */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain text: Integrator with ID {id} does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postConnectToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "grant_type": "client_credentials",
                 *       "client_id": "example",
                 *       "client_secret": "example",
                 *       "member_id": "example"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @constant */
                    grant_type: "client_credentials";
                    client_id: string;
                    client_secret: string;
                    /** @description Private integrators only: the member the token acts for */
                    member_id?: string;
                };
            };
        };
        responses: {
            /** @description The token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        /** @constant */
                        token_type: "Bearer";
                        /** Format: int32 */
                        expires_in: number;
                    };
                };
            };
            /** @description invalid_request, unsupported_grant_type or unauthorized_client (RFC 6749 error object); A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/json": {
                        error: string;
                        error_description: string;
                    };
                };
            };
            /** @description invalid_client: unknown, inactive, wrong key or Origin mismatch */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        error_description: string;
                    };
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description invalid_client: too many failed attempts for this client_id; Retry-After in seconds */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        error_description: string;
                    };
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getMembersByMemberIdMedicalDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id (int32) */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description MedicalConditions (empty array when none) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        memberId: number;
                        medicalConditions: {
                            /**
                             * Format: int32
                             * @description The record id to update or delete (not the type id)
                             */
                            id: number;
                            /** Format: int32 */
                            medicalConditionTypeId: number;
                            medicalConditionType: string;
                            medicalNote: string;
                        }[];
                    };
                };
            };
            /** @description MemberId: {memberId} does not exist. (plain text); A path or query value, or the body, the request guards refuse; memberId is not a positive int32 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; The given member ID does not belong to the logged in member. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postMembersByMemberIdMedicalDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id (int32) */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "medicalConditionTypeId": 1,
                 *       "medicalNote": "example"
                 *     }
                 */
                "application/json": {
                    /** Format: int32 */
                    medicalConditionTypeId: number;
                    /** @description Arbitrary text, no length limit; omitted gives an empty note */
                    medicalNote?: string;
                };
            };
        };
        responses: {
            /** @description The new condition */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description The record id to update or delete (not the type id)
                         */
                        id: number;
                        /** Format: int32 */
                        medicalConditionTypeId: number;
                        medicalConditionType: string;
                        medicalNote: string;
                    };
                };
            };
            /** @description MemberId: {memberId} does not exist. / Medical condition type {id} does not exist. / validation (plain text); A path or query value, or the body, the request guards refuse; memberId is not a positive int32 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; The given member ID does not belong to the logged in member. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    putMembersByMemberIdCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id (int32) */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "campaignId": 1,
                 *       "granted": true,
                 *       "captureDate": "example",
                 *       "guardianName": "example"
                 *     }
                 */
                "application/json": {
                    /** Format: int32 */
                    campaignId: number;
                    granted: boolean;
                    /** @description When consent was captured; defaults to now; not in the future */
                    captureDate?: string;
                    /** @description Guardian who consented; stored only when the member was below the age of consent (16) at the capture date, and then required unless the member has an online-consent guardian */
                    guardianName?: string;
                };
            };
        };
        responses: {
            /** @description The MemberConsent after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        memberId: number;
                        onlineConsentDate: string | null;
                        onlineConsentGuardianName: string | null;
                        privacyPolicySignedDate: string | null;
                        privacyPolicySigned: boolean;
                        termsAndConditionsSignedDate: string | null;
                        healthCommitmentStatementSignedDate: string | null;
                        /** @description ISO 8601 date-time (UTC) */
                        modifiedOn: string;
                        /** @description ISO 8601 date-time (UTC) */
                        createdOn: string;
                        campaignPreferences: {
                            marketingCampaigns: {
                                /** Format: int32 */
                                campaignId: number;
                                campaignName: string;
                                campaignDescription: string;
                                /** @description ISO 8601 date-time (UTC) */
                                captureDate: string;
                                expiryDate: string | null;
                                /** @description Present only when the member was below the age of consent (16) at capture */
                                guardianName?: string;
                                /** @enum {string} */
                                category: "Marketing" | "Data_Processing";
                            }[];
                            dataCampaigns: {
                                /** Format: int32 */
                                campaignId: number;
                                campaignName: string;
                                campaignDescription: string;
                                /** @description ISO 8601 date-time (UTC) */
                                captureDate: string;
                                expiryDate: string | null;
                                /** @description Present only when the member was below the age of consent (16) at capture */
                                guardianName?: string;
                                /** @enum {string} */
                                category: "Marketing" | "Data_Processing";
                            }[];
                            communicationTypes: {
                                channelId: string;
                                channelName: string;
                                /** @description ISO 8601 date-time (UTC) */
                                captureDate: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Plain text, e.g. Campaign ID {id} does not exist.; A path or query value, or the body, the request guards refuse; memberId is not a positive int32 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; The given member ID does not belong to the logged in member. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Member with ID {memberId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    putMembersByMemberIdCommunicationChannels: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id (int32) */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "channelId": "example",
                 *       "granted": true,
                 *       "captureDate": "example"
                 *     }
                 */
                "application/json": {
                    channelId: string;
                    granted: boolean;
                    /** @description When agreement was captured; defaults to now; not in the future */
                    captureDate?: string;
                };
            };
        };
        responses: {
            /** @description The MemberConsent after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        memberId: number;
                        onlineConsentDate: string | null;
                        onlineConsentGuardianName: string | null;
                        privacyPolicySignedDate: string | null;
                        privacyPolicySigned: boolean;
                        termsAndConditionsSignedDate: string | null;
                        healthCommitmentStatementSignedDate: string | null;
                        /** @description ISO 8601 date-time (UTC) */
                        modifiedOn: string;
                        /** @description ISO 8601 date-time (UTC) */
                        createdOn: string;
                        campaignPreferences: {
                            marketingCampaigns: {
                                /** Format: int32 */
                                campaignId: number;
                                campaignName: string;
                                campaignDescription: string;
                                /** @description ISO 8601 date-time (UTC) */
                                captureDate: string;
                                expiryDate: string | null;
                                /** @description Present only when the member was below the age of consent (16) at capture */
                                guardianName?: string;
                                /** @enum {string} */
                                category: "Marketing" | "Data_Processing";
                            }[];
                            dataCampaigns: {
                                /** Format: int32 */
                                campaignId: number;
                                campaignName: string;
                                campaignDescription: string;
                                /** @description ISO 8601 date-time (UTC) */
                                captureDate: string;
                                expiryDate: string | null;
                                /** @description Present only when the member was below the age of consent (16) at capture */
                                guardianName?: string;
                                /** @enum {string} */
                                category: "Marketing" | "Data_Processing";
                            }[];
                            communicationTypes: {
                                channelId: string;
                                channelName: string;
                                /** @description ISO 8601 date-time (UTC) */
                                captureDate: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Plain text, e.g. Channel ID {id} does not exist.; A path or query value, or the body, the request guards refuse; memberId is not a positive int32 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; The given member ID does not belong to the logged in member. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Member with ID {memberId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getConfigurationConsentMarketingCampaigns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Campaigns */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        campaignId: number;
                        campaignName: string;
                        campaignDescription: string;
                        /** @enum {string} */
                        category: "Marketing" | "Data_Processing";
                        expiryDate: string | null;
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getConfigurationConsentDataProcessing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Campaigns */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        campaignId: number;
                        campaignName: string;
                        campaignDescription: string;
                        /** @enum {string} */
                        category: "Marketing" | "Data_Processing";
                        expiryDate: string | null;
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getConfigurationConsentCommunicationChannels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Channels */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        channelId: string;
                        channelName: string;
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getMembersByMemberIdRcpCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id (int32) */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RecurringCard */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Id of the designated card, a string; data[].cardID of the wallet list is the same id as an integer */
                        rcpCardId: string | null;
                        /** @description True only when a card is designated and a payment-provider reference was captured for it */
                        verified: boolean;
                    };
                };
            };
            /** @description A path or query value, or the body, the request guards refuse; memberId is not a positive int32 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; The given member ID does not belong to the logged in member. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Member Wallet with id {memberId} was not found. (no wallet; plain text) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    putMembersByMemberIdRcpCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id (int32) */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cardId": 1
                 *     }
                 */
                "application/json": {
                    cardId: number | string;
                };
            };
        };
        responses: {
            /** @description The RecurringCard after designation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Id of the designated card, a string; data[].cardID of the wallet list is the same id as an integer */
                        rcpCardId: string | null;
                        /** @description True only when a card is designated and a payment-provider reference was captured for it */
                        verified: boolean;
                    };
                };
            };
            /** @description cardId must be an integer. (plain text); A path or query value, or the body, the request guards refuse; memberId is not a positive int32 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; The given member ID does not belong to the logged in member. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Member Wallet with id {memberId} was not found. / Card {cardId} was not found in the wallet of member {memberId}. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getMembersByMemberIdDetailChecks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id (int32) */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per area */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            area: "contactDetails" | "addresses" | "medicalDetails";
                            /** @description When the area was last confirmed; the member's joining when never since */
                            lastConfirmedOn: string;
                            /**
                             * @description joined: as given when joining; checked: confirmed unchanged; changed: edited
                             * @enum {string}
                             */
                            how: "joined" | "checked" | "changed";
                            /** @description Who confirmed (the token's subject); null for joined */
                            confirmedBy: string | null;
                        }[];
                    };
                };
            };
            /** @description A path or query value, or the body, the request guards refuse; memberId is not a positive int32 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; The given member ID does not belong to the logged in member. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Member with ID {memberId} does not exist (plain text) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postMembersByMemberIdDetailChecks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id (int32) */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "areas": [
                 *         "contactDetails"
                 *       ]
                 *     }
                 */
                "application/json": {
                    areas: ("contactDetails" | "addresses" | "medicalDetails")[];
                };
            };
        };
        responses: {
            /** @description One entry per area, after the check */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            area: "contactDetails" | "addresses" | "medicalDetails";
                            /** @description When the area was last confirmed; the member's joining when never since */
                            lastConfirmedOn: string;
                            /**
                             * @description joined: as given when joining; checked: confirmed unchanged; changed: edited
                             * @enum {string}
                             */
                            how: "joined" | "checked" | "changed";
                            /** @description Who confirmed (the token's subject); null for joined */
                            confirmedBy: string | null;
                        }[];
                    };
                };
            };
            /** @description Choose which details were checked. / Each kind of detail can be named once. (plain text); A path or query value, or the body, the request guards refuse; memberId is not a positive int32 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; The given member ID does not belong to the logged in member. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Member with ID {memberId} does not exist (plain text) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postMembersByMemberIdErasure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id (int32) */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the erasure removed, anonymised and kept */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        memberId: number;
                        /** @description ISO 8601 date-time (UTC) */
                        erasedOn: string;
                        removed: {
                            /** Format: int32 */
                            campaignConsents: number;
                            /** Format: int32 */
                            channelConsents: number;
                            /** Format: int32 */
                            medicalConditions: number;
                            /** Format: int32 */
                            addresses: number;
                            /** Format: int32 */
                            savedCards: number;
                            /** Format: int32 */
                            waitingListPlaces: number;
                            /** Format: int32 */
                            prospectInteractions: number;
                            /** Format: int32 */
                            userFieldValues: number;
                            /** Format: int32 */
                            memberLinks: number;
                            /**
                             * Format: int32
                             * @description Visits to the venue (the door's extension)
                             */
                            visits: number;
                            /**
                             * Format: int32
                             * @description Membership card numbers, in use or replaced
                             */
                            memberCards: number;
                        };
                        /** @description Fields of the member record overwritten or cleared */
                        anonymised: string[];
                        kept: {
                            /**
                             * Format: int32
                             * @description Confirmed booking places (accounting records)
                             */
                            bookings: number;
                            /**
                             * Format: int32
                             * @description Booking-discount usage records (accounting records)
                             */
                            discountUsages: number;
                            /**
                             * Format: int32
                             * @description Entries of the permanent consent history (evidence of consent and its withdrawal)
                             */
                            consentHistory: number;
                        };
                    };
                };
            };
            /** @description A path or query value, or the body, the request guards refuse; memberId is not a positive int32 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; The given member ID does not belong to the logged in member. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Member with ID {memberId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getMembersByMemberIdAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id (int32) */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's addresses */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        memberId: number;
                        address1: {
                            addressLine1: string;
                            addressLine2: string;
                            addressLine3: string;
                            townCity: string;
                            region: string;
                            postalCode: string;
                            country: string;
                            isPrimary: boolean;
                        } | null;
                        address2: {
                            addressLine1: string;
                            addressLine2: string;
                            addressLine3: string;
                            townCity: string;
                            region: string;
                            postalCode: string;
                            country: string;
                            isPrimary: boolean;
                        } | null;
                    };
                };
            };
            /** @description A path or query value, or the body, the request guards refuse; memberId is not a positive int32 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; The given member ID does not belong to the logged in member. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Member with ID {memberId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    putMembersByMemberIdAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id (int32) */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "address1": {
                 *         "addressLine1": "example",
                 *         "addressLine2": "example",
                 *         "addressLine3": "example",
                 *         "townCity": "example",
                 *         "region": "example",
                 *         "postalCode": "example",
                 *         "country": "example",
                 *         "isPrimary": true
                 *       },
                 *       "address2": {
                 *         "addressLine1": "example",
                 *         "addressLine2": "example",
                 *         "addressLine3": "example",
                 *         "townCity": "example",
                 *         "region": "example",
                 *         "postalCode": "example",
                 *         "country": "example",
                 *         "isPrimary": true
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Home address */
                    address1?: {
                        addressLine1?: string;
                        addressLine2?: string;
                        addressLine3?: string;
                        townCity?: string;
                        region?: string;
                        postalCode?: string;
                        country?: string;
                        isPrimary?: boolean | null;
                    } | null;
                    /** @description Work address */
                    address2?: {
                        addressLine1?: string;
                        addressLine2?: string;
                        addressLine3?: string;
                        townCity?: string;
                        region?: string;
                        postalCode?: string;
                        country?: string;
                        isPrimary?: boolean | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Saved */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Model-state object keyed by field (lengths, null lines) or plain text (primary rules); A path or query value, or the body, the request guards refuse; memberId is not a positive int32 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/json": components["schemas"]["ModelState"];
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; The given member ID does not belong to the logged in member. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Member with ID {memberId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModelState"];
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getMembersByMemberIdConsent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id (int32) */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description MemberConsent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        memberId: number;
                        onlineConsentDate: string | null;
                        onlineConsentGuardianName: string | null;
                        privacyPolicySignedDate: string | null;
                        privacyPolicySigned: boolean;
                        termsAndConditionsSignedDate: string | null;
                        healthCommitmentStatementSignedDate: string | null;
                        /** @description ISO 8601 date-time (UTC) */
                        modifiedOn: string;
                        /** @description ISO 8601 date-time (UTC) */
                        createdOn: string;
                        campaignPreferences: {
                            marketingCampaigns: {
                                /** Format: int32 */
                                campaignId: number;
                                campaignName: string;
                                campaignDescription: string;
                                /** @description ISO 8601 date-time (UTC) */
                                captureDate: string;
                                expiryDate: string | null;
                                /** @description Present only when the member was below the age of consent (16) at capture */
                                guardianName?: string;
                                /** @enum {string} */
                                category: "Marketing" | "Data_Processing";
                            }[];
                            dataCampaigns: {
                                /** Format: int32 */
                                campaignId: number;
                                campaignName: string;
                                campaignDescription: string;
                                /** @description ISO 8601 date-time (UTC) */
                                captureDate: string;
                                expiryDate: string | null;
                                /** @description Present only when the member was below the age of consent (16) at capture */
                                guardianName?: string;
                                /** @enum {string} */
                                category: "Marketing" | "Data_Processing";
                            }[];
                            communicationTypes: {
                                channelId: string;
                                channelName: string;
                                /** @description ISO 8601 date-time (UTC) */
                                captureDate: string;
                            }[];
                        };
                    };
                };
            };
            /** @description A path or query value, or the body, the request guards refuse; memberId is not a positive int32 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; The given member ID does not belong to the logged in member. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Member with ID {memberId} does not exist (plain text) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    putMembersByMemberIdConsent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id (int32) */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "privacyPolicySigned": true,
                 *       "privacyPolicySignedDate": "example",
                 *       "termsAndConditionsSignedDate": "example",
                 *       "healthCommitmentStatementSignedDate": "example"
                 *     }
                 */
                "application/json": {
                    privacyPolicySigned?: boolean;
                    privacyPolicySignedDate?: string | null;
                    termsAndConditionsSignedDate?: string | null;
                    healthCommitmentStatementSignedDate?: string | null;
                };
            };
        };
        responses: {
            /** @description The MemberConsent after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        memberId: number;
                        onlineConsentDate: string | null;
                        onlineConsentGuardianName: string | null;
                        privacyPolicySignedDate: string | null;
                        privacyPolicySigned: boolean;
                        termsAndConditionsSignedDate: string | null;
                        healthCommitmentStatementSignedDate: string | null;
                        /** @description ISO 8601 date-time (UTC) */
                        modifiedOn: string;
                        /** @description ISO 8601 date-time (UTC) */
                        createdOn: string;
                        campaignPreferences: {
                            marketingCampaigns: {
                                /** Format: int32 */
                                campaignId: number;
                                campaignName: string;
                                campaignDescription: string;
                                /** @description ISO 8601 date-time (UTC) */
                                captureDate: string;
                                expiryDate: string | null;
                                /** @description Present only when the member was below the age of consent (16) at capture */
                                guardianName?: string;
                                /** @enum {string} */
                                category: "Marketing" | "Data_Processing";
                            }[];
                            dataCampaigns: {
                                /** Format: int32 */
                                campaignId: number;
                                campaignName: string;
                                campaignDescription: string;
                                /** @description ISO 8601 date-time (UTC) */
                                captureDate: string;
                                expiryDate: string | null;
                                /** @description Present only when the member was below the age of consent (16) at capture */
                                guardianName?: string;
                                /** @enum {string} */
                                category: "Marketing" | "Data_Processing";
                            }[];
                            communicationTypes: {
                                channelId: string;
                                channelName: string;
                                /** @description ISO 8601 date-time (UTC) */
                                captureDate: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Plain-text validation message; A path or query value, or the body, the request guards refuse; memberId is not a positive int32 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; The given member ID does not belong to the logged in member. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Member with ID {memberId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getMembersByMemberId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member overview */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        memberId: number;
                        firstName: string;
                        lastName: string;
                        dateOfBirth: string | null;
                        age: number | null;
                        email: string | null;
                        phone: string | null;
                        status: {
                            id: string;
                            description: string;
                            backColourHex: string;
                            textColourHex: string;
                            prospectStatus: boolean;
                        } | null;
                        homeSite: {
                            id: string;
                            name: string;
                        } | null;
                        linkedMembers: {
                            /** Format: int32 */
                            memberId: number;
                            firstName: string;
                            lastName: string;
                            /** @enum {string} */
                            relationship: "guardian" | "dependant";
                        }[];
                    };
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Member with ID {memberId} does not exist (plain text) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getMembersByMemberIdConsentHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id (int32) */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description History entries, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        /** @enum {string} */
                        kind: "campaign" | "channel" | "legal";
                        subjectId: string;
                        subjectName: string;
                        /** @enum {string} */
                        action: "granted" | "withdrawn" | "changed";
                        captureDate: string | null;
                        guardianName: string | null;
                        changedBy: string;
                        /**
                         * @description Where the change was recorded: desk (front-of-house staff), online (the member), import (migrated data)
                         * @enum {string}
                         */
                        source: "desk" | "online" | "import";
                        /** @description ISO 8601 date-time (UTC) */
                        changedOn: string;
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse; memberId is not a positive int32 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; The given member ID does not belong to the logged in member. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Member with ID {memberId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getConfigurationMedicalTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Types by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        name: string;
                        active: boolean;
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getMembersFlags: {
        parameters: {
            query: {
                /** @description Member ids, the name repeated (memberId=1&memberId=2); 1 to 100 */
                memberId: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each existing member's flags, in the order asked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: int32 */
                            memberId: number;
                            flags: ("medicalConditions" | "privacyPolicyNotSigned" | "noValidPaymentCard" | "onWaitingList" | "guardian" | "dependant")[];
                        }[];
                    };
                };
            };
            /** @description At least one memberId is required. / memberId '{value}' is not a member ID. / At most 100 member IDs can be read at once. (plain text); A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getMembersByMemberIdWalletByProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id (int32) */
                memberId: number;
                /** @description The payment provider; the sandbox's is `sandbox` */
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cards, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: int32 */
                            cardID: number;
                            brand: string;
                            last4: string;
                            /** Format: int32 */
                            expiryMonth: number;
                            /** Format: int32 */
                            expiryYear: number;
                            holderName: string | null;
                            isDesignated: boolean;
                        }[];
                    };
                };
            };
            /** @description Payment provider '{provider}' is not supported.; A path or query value, or the body, the request guards refuse; memberId is not a positive int32 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; The given member ID does not belong to the logged in member. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Member Wallet with id {memberId} was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    putMembersByMemberIdMedicalDetailsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id (int32) */
                memberId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "medicalConditionTypeId": 1,
                 *       "medicalNote": "example"
                 *     }
                 */
                "application/json": {
                    /** Format: int32 */
                    medicalConditionTypeId?: number;
                    medicalNote?: string;
                };
            };
        };
        responses: {
            /** @description The changed condition */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description The record id to update or delete (not the type id)
                         */
                        id: number;
                        /** Format: int32 */
                        medicalConditionTypeId: number;
                        medicalConditionType: string;
                        medicalNote: string;
                    };
                };
            };
            /** @description MemberId: {memberId} does not exist. / Medical condition type {id} does not exist. / validation (plain text); A path or query value, or the body, the request guards refuse; memberId is not a positive int32 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; The given member ID does not belong to the logged in member. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Medical condition {id} was not found for member {memberId}. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    deleteMembersByMemberIdMedicalDetailsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id (int32) */
                memberId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description MemberId: {memberId} does not exist.; A path or query value, or the body, the request guards refuse; memberId is not a positive int32 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; The given member ID does not belong to the logged in member. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Medical condition {id} was not found for member {memberId}. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    deleteMembersByMemberIdWalletByProviderByCardId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id (int32) */
                memberId: number;
                /** @description The payment provider; the sandbox's is `sandbox` */
                provider: string;
                cardId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The designated recurring payment card cannot be removed. / Payment provider '{provider}' is not supported.; A path or query value, or the body, the request guards refuse; memberId is not a positive int32 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; The given member ID does not belong to the logged in member. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Member Wallet with id {memberId} was not found. / Card {cardId} was not found in the wallet of member {memberId}. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postMembersByMemberIdWalletCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id (int32) */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "provider": "example",
                 *       "cardToken": "example",
                 *       "designate": true,
                 *       "cardId": 1,
                 *       "holderName": "example"
                 *     }
                 */
                "application/json": {
                    /** @description Payment-provider segment; the sandbox's test provider is `sandbox` */
                    provider: string;
                    /** @description A provider token such as tok_visa_4242, tok_mastercard_4444 or tok_declined; card numbers are refused */
                    cardToken: string;
                    /** @description Designate the card as the recurring-payment card, capturing the provider reference (verified true) */
                    designate?: boolean;
                    /** @description Verify this existing wallet card instead of saving a new one */
                    cardId?: number | string;
                    holderName?: string;
                };
            };
        };
        responses: {
            /** @description The verified card and the RecurringCard */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        card: {
                            /** Format: int32 */
                            cardID: number;
                            brand: string;
                            last4: string;
                            /** Format: int32 */
                            expiryMonth: number;
                            /** Format: int32 */
                            expiryYear: number;
                            holderName: string | null;
                            isDesignated: boolean;
                        };
                        rcpCard: {
                            /** @description Id of the designated card, a string; data[].cardID of the wallet list is the same id as an integer */
                            rcpCardId: string | null;
                            /** @description True only when a card is designated and a payment-provider reference was captured for it */
                            verified: boolean;
                        };
                    };
                };
            };
            /** @description The saved card and the RecurringCard */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        card: {
                            /** Format: int32 */
                            cardID: number;
                            brand: string;
                            last4: string;
                            /** Format: int32 */
                            expiryMonth: number;
                            /** Format: int32 */
                            expiryYear: number;
                            holderName: string | null;
                            isDesignated: boolean;
                        };
                        rcpCard: {
                            /** @description Id of the designated card, a string; data[].cardID of the wallet list is the same id as an integer */
                            rcpCardId: string | null;
                            /** @description True only when a card is designated and a payment-provider reference was captured for it */
                            verified: boolean;
                        };
                    };
                };
            };
            /** @description Plain text: Card numbers are not accepted; send a provider token. / The card was declined by the payment provider. / Payment provider '{p}' is not supported. / validation; A path or query value, or the body, the request guards refuse; memberId is not a positive int32 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; The given member ID does not belong to the logged in member. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Member with ID {memberId} does not exist / Card {cardId} was not found in the wallet of member {memberId}. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getMembers: {
        parameters: {
            query?: {
                /** @description Name (first, last or 'first last'), email, phone or member id; blank lists members by name */
                search?: string;
                /** @description 1 to 100, default 20 */
                limit?: string;
                /** @description 0 or more, default 0 */
                offset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of matches and the total count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: int32 */
                            memberId: number;
                            firstName: string;
                            lastName: string;
                            /** @description yyyy-MM-dd */
                            dateOfBirth: string | null;
                            email: string | null;
                            phone: string | null;
                            status: {
                                id: string;
                                description: string;
                                backColourHex: string;
                                textColourHex: string;
                            } | null;
                            homeSiteId: string | null;
                        }[];
                        /** Format: int32 */
                        total: number;
                    };
                };
            };
            /** @description Limit must be greater than 0 / Limit cannot be greater than 100 / Offset must be greater than or equal to 0 (plain text); A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getBookingsActivities: {
        parameters: {
            query?: {
                /** @description One site only (case-insensitive) */
                siteId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Activities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        activityId: string;
                        activityName: string;
                        activityDescription: string;
                        /** @enum {string} */
                        kind: "class" | "course" | "other";
                        siteId: string;
                        siteName: string;
                        alertListsEnabled: boolean;
                        /** Format: int32 */
                        capacity: number;
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getBookingsByBookingIdOrMemberIdAlertList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description On this operation: the booking id */
                bookingIdOrMemberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The alert list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        bookingId: number;
                        siteId: string;
                        activityId: string;
                        activityName: string;
                        startDateTime: string;
                        endDateTime: string;
                        /** Format: int32 */
                        capacity: number;
                        /** Format: int32 */
                        booked: number;
                        waiting: {
                            /** Format: int32 */
                            memberId: number;
                            firstName: string;
                            lastName: string;
                            /** Format: int32 */
                            position: number;
                            joinedOn: string;
                        }[];
                    };
                };
            };
            /** @description Invalid Booking ID {bookingId}: booking doesn't exist; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postBookingsByBookingIdOrMemberIdAlertList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description On this operation: the member id. Member id */
                bookingIdOrMemberId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "slotReference": "example"
                 *     }
                 */
                "application/json": {
                    slotReference: string;
                };
            };
        };
        responses: {
            /** @description AlertListPlacement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        alertListPosition: number;
                    };
                };
            };
            /** @description Invalid request, booking or activity, or the member is already listed or booked (plain text); A path or query value, or the body, the request guards refuse; memberId is not a positive int32 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; The given member ID does not belong to the logged in member. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Invalid Member ID {memberId}: member doesn't exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postBookingsByMemberIdAlertListByBookingId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: number;
                bookingId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description AlertListPlacement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        alertListPosition: number;
                    };
                };
            };
            /** @description Invalid request, booking or activity, or the member is already listed or booked (plain text); A path or query value, or the body, the request guards refuse; memberId is not a positive int32 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; The given member ID does not belong to the logged in member. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Invalid Member ID {memberId}: member doesn't exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getBookingsAvailability: {
        parameters: {
            query: {
                siteId: string;
                date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sessions of the day */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        bookingId: number;
                        activityId: string;
                        activityName: string;
                        /** @enum {string} */
                        kind: "class" | "course" | "other";
                        startDateTime: string;
                        endDateTime: string;
                        /** Format: int32 */
                        capacity: number;
                        /** Format: int32 */
                        booked: number;
                        /** Format: int32 */
                        spacesLeft: number;
                        /** Format: int32 */
                        waiting: number;
                        alertListsEnabled: boolean;
                        slotReferences: {
                            inCentre: string;
                            virtual: string;
                        };
                    }[];
                };
            };
            /** @description Missing or unknown site, or a bad date (plain text); A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getMembersBookingsRestrictions: {
        parameters: {
            query: {
                /** @description Required */
                activityId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BookingRestrictionResult */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        memberAbleToProceed: boolean;
                        activityId: string;
                        isActivityRestricted: boolean;
                        restrictions: {
                            type: string;
                            memberAbleToProceed: boolean;
                        }[];
                    };
                };
            };
            /** @description No booking membership restrictions activity id provided. | No activity found for the following activity Id: {activityId}.; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getMembersByMemberIdBookingsRestrictions: {
        parameters: {
            query: {
                /** @description Required */
                activityId: string;
            };
            header?: never;
            path: {
                /** @description Member id */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's restriction result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        memberAbleToProceed: boolean;
                        activityId: string;
                        isActivityRestricted: boolean;
                        restrictions: {
                            type: string;
                            memberAbleToProceed: boolean;
                        }[];
                    };
                };
            };
            /** @description No booking membership restrictions activity id provided. | No activity found for the following activity Id: {activityId}.; A path or query value, or the body, the request guards refuse; memberId is not a positive int32 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; The given member ID does not belong to the logged in member. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Member with ID {memberId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getSitesBySiteIdBookingRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                siteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site's booking rules */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        cancellationWindowMinutes: number;
                        strikeLimit: number | null;
                        /** Format: int32 */
                        strikeDays: number;
                        /** Format: int32 */
                        suspendDays: number;
                        siteId: string;
                        updatedBy: string | null;
                        updatedAt: string | null;
                    };
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Site {siteId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    putSitesBySiteIdBookingRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                siteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cancellationWindowMinutes": 1,
                 *       "strikeLimit": 1,
                 *       "strikeDays": 1,
                 *       "suspendDays": 1
                 *     }
                 */
                "application/json": {
                    /** Format: int32 */
                    cancellationWindowMinutes: number;
                    strikeLimit: number | null;
                    /** Format: int32 */
                    strikeDays: number;
                    /** Format: int32 */
                    suspendDays: number;
                };
            };
        };
        responses: {
            /** @description The site's booking rules, as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        cancellationWindowMinutes: number;
                        strikeLimit: number | null;
                        /** Format: int32 */
                        strikeDays: number;
                        /** Format: int32 */
                        suspendDays: number;
                        siteId: string;
                        updatedBy: string | null;
                        updatedAt: string | null;
                    };
                };
            };
            /** @description An invalid body (plain text); A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Site {siteId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getMembersByMemberIdAlertLists: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id (int32) */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's alert-list places */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        bookingId: number;
                        activityId: string;
                        activityName: string;
                        siteId: string;
                        startDateTime: string;
                        endDateTime: string;
                        /**
                         * Format: int32
                         * @description Members waiting on the booking who joined before this member, plus one
                         */
                        alertListPosition: number;
                        joinedOn: string;
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse; memberId is not a positive int32 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; The given member ID does not belong to the logged in member. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Invalid Member ID {memberId}: member doesn't exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getMembersByMemberIdPastBookings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every past booking of the member */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        bookingId: number;
                        /** Format: int32 */
                        bookingRef: number;
                        activityId: string;
                        activityName: string;
                        activityDescription: string;
                        activityTranslations: {
                            type: string;
                            culture: string;
                            text: string;
                        }[];
                        startDateTime: string;
                        endDateTime: string;
                        siteId: string;
                        siteName: string;
                        siteTranslations: {
                            type: string;
                            culture: string;
                            text: string;
                        }[];
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Member ID {memberId} does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getMembersV2ByMemberIdPastBookings: {
        parameters: {
            query?: {
                /** @description Inclusive lower bound on start; strictly in the past (UTC); omitted: no lower bound */
                dateTimeFrom?: string;
                /** @description Exclusive upper bound on start; not in the future; not before dateTimeFrom; default now (UTC) */
                dateTimeTo?: string;
                /** @description Default 10; 1 to 250 */
                limit?: number;
                /** @description Default 0; at least 0 and below the total matches */
                offset?: number;
                /** @description Sandbox extension: only this activity's bookings (the original ignores it) */
                activityId?: string;
            };
            header?: never;
            path: {
                /** @description Member id */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of past bookings with navigation metadata */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pastBookingData: {
                            /** Format: int32 */
                            bookingId: number;
                            /**
                             * Format: int32
                             * @description Reference held on the member's place; 0 when none
                             */
                            bookingRef: number;
                            activityId: string;
                            activityName: string;
                            activityDescription: string;
                            startDateTime: string;
                            endDateTime: string;
                            /** @description Read from the activity */
                            siteId: string;
                        }[];
                        metaData: {
                            start: string;
                            end: string;
                            previous: string | null;
                            next: string | null;
                            resultSet: {
                                /** Format: int32 */
                                count: number;
                                /** Format: int32 */
                                offset: number;
                                /** Format: int32 */
                                limit: number;
                                /** Format: int32 */
                                total: number;
                            };
                        };
                    };
                };
            };
            /** @description Invalid limit, offset or date filter (plain text); A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Member ID {memberId} does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postBookingsByBookingIdPlaces: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's booking id */
                bookingId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "memberId": 1,
                 *       "overrideReason": "example"
                 *     }
                 */
                "application/json": {
                    /** Format: int32 */
                    memberId: number;
                    overrideReason?: string;
                };
            };
        };
        responses: {
            /** @description The place booked */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        bookingId: number;
                        activityId: string;
                        activityName: string;
                        siteId: string;
                        startDateTime: string;
                        endDateTime: string;
                        /** Format: int32 */
                        memberId: number;
                        /** Format: int32 */
                        eventId: number;
                        bookedAt: string;
                        bookedBy: string;
                        overrideReason: string | null;
                        /** Format: int32 */
                        capacity: number;
                        /** Format: int32 */
                        booked: number;
                    };
                };
            };
            /** @description An invalid body (plain text); A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Session {bookingId} does not exist | Member with ID {memberId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The refusal in words (plain text) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postBookingsByBookingIdPlacesByMemberIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: number;
                memberId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "example"
                 *     }
                 */
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The place cancelled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        bookingId: number;
                        activityId: string;
                        activityName: string;
                        siteId: string;
                        startDateTime: string;
                        endDateTime: string;
                        /** Format: int32 */
                        memberId: number;
                        /** Format: int32 */
                        eventId: number;
                        cancelledAt: string;
                        cancelledBy: string;
                        reason: string;
                        late: boolean;
                        /** Format: int32 */
                        cancellationWindowMinutes: number;
                        /** Format: int32 */
                        capacity: number;
                        /** Format: int32 */
                        booked: number;
                        /** Format: int32 */
                        waiting: number;
                        suspendedUntil: string | null;
                    };
                };
            };
            /** @description An invalid body (plain text); A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Session {bookingId} does not exist | Member with ID {memberId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The refusal in words (plain text) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    putBookingsByBookingIdPlacesByMemberIdAttendance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: number;
                memberId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "attendance": "attended"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    attendance: "attended" | "no-show";
                };
            };
        };
        responses: {
            /** @description The place's mark */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        bookingId: number;
                        /** Format: int32 */
                        memberId: number;
                        /** @enum {string} */
                        attendance: "attended" | "no-show";
                        /** Format: int32 */
                        eventId: number;
                        markedAt: string;
                        markedBy: string;
                        changed: boolean;
                    };
                };
            };
            /** @description An invalid body (plain text); A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Session {bookingId} does not exist | Member with ID {memberId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The refusal in words (plain text) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getBookingsByBookingIdRoster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's booking id */
                bookingId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session's roster */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        bookingId: number;
                        activityId: string;
                        activityName: string;
                        siteId: string;
                        startDateTime: string;
                        endDateTime: string;
                        /** Format: int32 */
                        capacity: number;
                        /** Format: int32 */
                        booked: number;
                        started: boolean;
                        /** Format: int32 */
                        cancellationWindowMinutes: number;
                        places: {
                            /** Format: int32 */
                            memberId: number;
                            firstName: string;
                            lastName: string;
                            bookedAt: string;
                            attendance: ("attended" | "no-show") | null;
                        }[];
                        waiting: {
                            /** Format: int32 */
                            memberId: number;
                            firstName: string;
                            lastName: string;
                            /** Format: int32 */
                            position: number;
                        }[];
                    };
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Session {bookingId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getMembersByMemberIdBookingHistory: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path: {
                /** @description Member id */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's booking history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: {
                            /** Format: int32 */
                            bookingId: number;
                            activityId: string;
                            activityName: string;
                            siteId: string;
                            startDateTime: string;
                            endDateTime: string;
                            /** Format: int32 */
                            eventId: number;
                            /** @enum {string} */
                            kind: "booked" | "cancelled" | "attended" | "no-show" | "promoted";
                            at: string;
                            by: string;
                            reason: string | null;
                            late: boolean;
                            overrideReason: string | null;
                            voided: boolean;
                            productId?: string | null;
                            productName?: string | null;
                        }[];
                        suspensions: {
                            siteId: string;
                            until: string;
                            /** Format: int32 */
                            strikes: number;
                            /** Format: int32 */
                            strikeLimit: number;
                            /** Format: int32 */
                            strikeDays: number;
                        }[];
                        statusRefusal: string | null;
                    };
                };
            };
            /** @description limit must be a whole number from 1 to 200; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Member with ID {memberId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postBookingsPromoteFromAlertList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bookingId": 1,
                 *       "memberId": 1
                 *     }
                 */
                "application/json": {
                    /** Format: int32 */
                    bookingId: number;
                    /** Format: int32 */
                    memberId: number;
                };
            };
        };
        responses: {
            /** @description The member now holds a confirmed place */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        bookingId: number;
                        /** Format: int32 */
                        memberId: number;
                        /** @constant */
                        promoted: true;
                    };
                };
            };
            /** @description Invalid request, unknown booking, member not waiting, or session full (plain text); A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid Member ID {memberId}: member doesn't exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getBookingSheetsSlots: {
        parameters: {
            query: {
                /** @description The site whose resources are listed */
                siteId: string;
                /** @description The day, yyyy-MM-dd (the site's calendar) */
                date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The day's slots */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        siteId: string;
                        date: string;
                        timeZone: string;
                        /** Format: int32 */
                        slotMinutes: number;
                        /** @description By start, then resource */
                        slots: {
                            productId: string;
                            productName: string;
                            /** @description Site-local wall clock, yyyy-MM-ddTHH:mm:ss */
                            dateTimeFrom: string;
                            /** @description Site-local wall clock, yyyy-MM-ddTHH:mm:ss */
                            dateTimeTo: string;
                            /**
                             * @description free; booked (someone holds it); closed (an exception); started
                             * @enum {string}
                             */
                            state: "free" | "booked" | "closed" | "started";
                        }[];
                    };
                };
            };
            /** @description A missing or invalid siteId or date (plain text); A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Site {siteId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postBookingSheetsSlots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "memberId": 1,
                 *       "overrideReason": "example",
                 *       "productId": "example",
                 *       "dateTimeFrom": "2026-01-05T09:00:00",
                 *       "dateTimeTo": "2026-01-05T09:00:00"
                 *     }
                 */
                "application/json": {
                    /** Format: int32 */
                    memberId: number;
                    overrideReason?: string;
                    productId: string;
                    /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                    dateTimeFrom: string;
                    /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                    dateTimeTo: string;
                };
            };
        };
        responses: {
            /** @description The slot booked */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productId: string;
                        productName: string;
                        /** @description Site-local wall clock, yyyy-MM-ddTHH:mm:ss */
                        dateTimeFrom: string;
                        /** @description Site-local wall clock, yyyy-MM-ddTHH:mm:ss */
                        dateTimeTo: string;
                        /** Format: int32 */
                        bookingId: number;
                        siteId: string;
                        /** @description The start as an instant (ISO 8601) */
                        startDateTime: string;
                        /** @description The end as an instant (ISO 8601) */
                        endDateTime: string;
                        /** Format: int32 */
                        memberId: number;
                        /** Format: int32 */
                        eventId: number;
                        bookedAt: string;
                        bookedBy: string;
                        overrideReason: string | null;
                    };
                };
            };
            /** @description An invalid body or time (plain text); A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Resource {productId} does not exist | Member with ID {memberId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The refusal in words (plain text) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postBookingSheetsSlotsByBookingIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource booking's id */
                bookingId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "example"
                 *     }
                 */
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The booking cancelled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productId: string;
                        productName: string;
                        /** @description Site-local wall clock, yyyy-MM-ddTHH:mm:ss */
                        dateTimeFrom: string;
                        /** @description Site-local wall clock, yyyy-MM-ddTHH:mm:ss */
                        dateTimeTo: string;
                        /** Format: int32 */
                        bookingId: number;
                        siteId: string;
                        /** @description The start as an instant (ISO 8601) */
                        startDateTime: string;
                        /** @description The end as an instant (ISO 8601) */
                        endDateTime: string;
                        /** @description The member who held it (null: a hire with nobody named) */
                        memberId: number | null;
                        eventId: number | null;
                        cancelledAt: string;
                        cancelledBy: string;
                        reason: string;
                        late: boolean;
                        /** Format: int32 */
                        cancellationWindowMinutes: number;
                        suspendedUntil: string | null;
                    };
                };
            };
            /** @description An invalid body (plain text); A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Resource booking {bookingId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The refusal in words (plain text) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getMembersByMemberIdSlots: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's coming slots */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productId: string;
                        productName: string;
                        /** @description Site-local wall clock, yyyy-MM-ddTHH:mm:ss */
                        dateTimeFrom: string;
                        /** @description Site-local wall clock, yyyy-MM-ddTHH:mm:ss */
                        dateTimeTo: string;
                        /** Format: int32 */
                        bookingId: number;
                        siteId: string;
                        /** @description The start as an instant (ISO 8601) */
                        startDateTime: string;
                        /** @description The end as an instant (ISO 8601) */
                        endDateTime: string;
                        /** Format: int32 */
                        cancellationWindowMinutes: number;
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Member with ID {memberId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getMembersByMemberIdUpcomingBookings: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path: {
                /** @description Member id */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's upcoming places, soonest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        bookingId: number;
                        /**
                         * Format: int32
                         * @description Reference held on the member's place; 0 when none
                         */
                        bookingRef: number;
                        activityId: string;
                        activityName: string;
                        activityDescription: string;
                        startDateTime: string;
                        endDateTime: string;
                        /** @description Read from the activity */
                        siteId: string;
                    }[];
                };
            };
            /** @description Limit must be a whole number from 1 to 50; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Member ID {memberId} does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getBookingSheetsBookingContacts: {
        parameters: {
            query: {
                /** @description Comma-separated booking ids, 1 to 500; unknown ids are left out */
                bookingIds: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bookings' contacts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        bookingId: number;
                        productId: string | null;
                        /** @description The site the booking is at (its resource's or activity's site) */
                        siteId: string;
                        dateTimeFrom: string | null;
                        dateTimeTo: string | null;
                        activityName: string | null;
                        /** @description Members holding a place (waiting places not counted), by member id */
                        members: {
                            /** Format: int32 */
                            memberId: number;
                            name: string;
                            phone: string | null;
                        }[];
                    }[];
                };
            };
            /** @description Plain-text message; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No, expired or invalid token; No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Token holds neither FOH nor FOHGENERIC; The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postBookingSheetsException: {
        parameters: {
            query?: {
                /** @description Extension: true answers the same result and status without writing */
                dryRun?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "siteId": "example",
                 *       "productIds": [
                 *         "example"
                 *       ],
                 *       "days": [
                 *         "example"
                 *       ],
                 *       "times": [
                 *         {
                 *           "timeBandId": "example",
                 *           "dateTimeFrom": "example",
                 *           "dateTimeTo": "example"
                 *         }
                 *       ],
                 *       "notes": "example",
                 *       "frequency": "example",
                 *       "recursEvery": 1,
                 *       "recurranceType": "example",
                 *       "recursOn": 1,
                 *       "exclusionDates": [
                 *         "example"
                 *       ],
                 *       "additionalDates": [
                 *         "example"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description An existing site */
                    siteId: string;
                    /** @description At least 1, no duplicates, existing resource products */
                    productIds: string[];
                    /** @description Full English weekday names, case-insensitive; omitted or empty means every day */
                    days?: string[];
                    /** @description At least 1 */
                    times: {
                        /** @description An existing, entry-restricted time band */
                        timeBandId: string;
                        /** @description Future; seconds rounded to the minute; the start date of the range and the daily start time */
                        dateTimeFrom: string;
                        /** @description After dateTimeFrom, its time of day after that of dateTimeFrom; the end date of the range and the daily end time */
                        dateTimeTo: string;
                    }[];
                    /** @description Copied to every exception; empty saved as null */
                    notes?: string | null;
                    /** @description Daily (default), Weekly or Monthly, case-insensitive */
                    frequency?: string;
                    /**
                     * Format: int32
                     * @description Weeks (Weekly) or months (Monthly), default 1; Daily: omit or 1
                     */
                    recursEvery?: number;
                    /** @description Monthly only: ByDate or ByDay */
                    recurranceType?: string;
                    /**
                     * Format: int32
                     * @description 1 to 5; Monthly ByDay only
                     */
                    recursOn?: number;
                    /** @description Dates (date part) on which no occurrence is generated */
                    exclusionDates?: string[];
                    /** @description Stored; generates no occurrences */
                    additionalDates?: string[];
                };
            };
        };
        responses: {
            /** @description No dates generated: exceptionsUpdated 0, all-zero scheduleId, errors [No valid dates found for the specified days]; nothing written */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description One per generated date per product; 0 means nothing written
                         */
                        exceptionsUpdated: number;
                        /** @description The schedule written; all-zero GUID when nothing was written */
                        scheduleId: string;
                        errors: string[];
                        overlappingExceptions: {
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description The time band end less one second */
                            dateTimeTo: string;
                            timeBandId: string;
                            productId: null;
                        }[];
                        existingExceptions: {
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeTo: string;
                            timeBandId: string;
                            productId: string;
                        }[];
                        existingBookings: {
                            /** Format: int32 */
                            bookingId: number;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeTo: string;
                            timeBandId: null;
                            productId: string;
                        }[];
                    };
                };
            };
            /** @description Created: exceptionsUpdated = dates x products, the new scheduleId, errors empty */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description One per generated date per product; 0 means nothing written
                         */
                        exceptionsUpdated: number;
                        /** @description The schedule written; all-zero GUID when nothing was written */
                        scheduleId: string;
                        errors: string[];
                        overlappingExceptions: {
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description The time band end less one second */
                            dateTimeTo: string;
                            timeBandId: string;
                            productId: null;
                        }[];
                        existingExceptions: {
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeTo: string;
                            timeBandId: string;
                            productId: string;
                        }[];
                        existingBookings: {
                            /** Format: int32 */
                            bookingId: number;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeTo: string;
                            timeBandId: null;
                            productId: string;
                        }[];
                    };
                };
            };
            /** @description Plain-text validation message, or the full result with overlappingExceptions (self-overlap); A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/json": {
                        /**
                         * Format: int32
                         * @description One per generated date per product; 0 means nothing written
                         */
                        exceptionsUpdated: number;
                        /** @description The schedule written; all-zero GUID when nothing was written */
                        scheduleId: string;
                        errors: string[];
                        overlappingExceptions: {
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description The time band end less one second */
                            dateTimeTo: string;
                            timeBandId: string;
                            productId: null;
                        }[];
                        existingExceptions: {
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeTo: string;
                            timeBandId: string;
                            productId: string;
                        }[];
                        existingBookings: {
                            /** Format: int32 */
                            bookingId: number;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeTo: string;
                            timeBandId: null;
                            productId: string;
                        }[];
                    };
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Full result with existingExceptions and/or existingBookings */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description One per generated date per product; 0 means nothing written
                         */
                        exceptionsUpdated: number;
                        /** @description The schedule written; all-zero GUID when nothing was written */
                        scheduleId: string;
                        errors: string[];
                        overlappingExceptions: {
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description The time band end less one second */
                            dateTimeTo: string;
                            timeBandId: string;
                            productId: null;
                        }[];
                        existingExceptions: {
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeTo: string;
                            timeBandId: string;
                            productId: string;
                        }[];
                        existingBookings: {
                            /** Format: int32 */
                            bookingId: number;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeTo: string;
                            timeBandId: null;
                            productId: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postBookingSheetsBookings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "productId": "example",
                 *       "dateTimeFrom": "example",
                 *       "dateTimeTo": "example",
                 *       "memberIds": [
                 *         1
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description An existing resource product */
                    productId: string;
                    /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                    dateTimeFrom: string;
                    /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                    dateTimeTo: string;
                    /** @description Members holding a place, at most 50 */
                    memberIds: number[];
                };
            };
        };
        responses: {
            /** @description Booked */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        bookingId: number;
                    };
                };
            };
            /** @description Plain-text message; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No, expired or invalid token; No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Token holds neither FOH nor FOHGENERIC; The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Plain text: the time is booked or blocked */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getBookingSheetsExceptionByScheduleId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description GUID in 8-4-4-4-12 form */
                scheduleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        scheduleId: string;
                        siteId: string;
                        productIds: string[];
                        days: ("Sunday" | "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday")[];
                        times: {
                            /** @description An existing, entry-restricted time band */
                            timeBandId: string;
                            /** @description Future; seconds rounded to the minute; the start date of the range and the daily start time */
                            dateTimeFrom: string;
                            /** @description After dateTimeFrom, its time of day after that of dateTimeFrom; the end date of the range and the daily end time */
                            dateTimeTo: string;
                        }[];
                        notes: string | null;
                        /** @enum {string} */
                        frequency: "Daily" | "Weekly" | "Monthly";
                        /** Format: int32 */
                        recursEvery: number;
                        recurranceType: ("ByDate" | "ByDay") | null;
                        recursOn: number | null;
                        /** @description As sent, plus the dates of later date-range deletes */
                        exclusionDates: string[];
                        additionalDates: string[];
                        createdOn: string;
                        modifiedOn: string;
                        exceptions: {
                            /** Format: int32 */
                            id: number;
                            scheduleId: string;
                            productId: string;
                            timeBandId: string;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeTo: string;
                            notes: string | null;
                        }[];
                    };
                };
            };
            /** @description Plain text: not a GUID; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain text: unknown schedule */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    putBookingSheetsExceptionByScheduleId: {
        parameters: {
            query?: {
                /** @description Extension: true answers the same result and status without writing */
                dryRun?: "true" | "false";
            };
            header?: never;
            path: {
                /** @description GUID in 8-4-4-4-12 form */
                scheduleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "siteId": "example",
                 *       "productIds": [
                 *         "example"
                 *       ],
                 *       "days": [
                 *         "example"
                 *       ],
                 *       "times": [
                 *         {
                 *           "timeBandId": "example",
                 *           "dateTimeFrom": "example",
                 *           "dateTimeTo": "example"
                 *         }
                 *       ],
                 *       "notes": "example",
                 *       "frequency": "example",
                 *       "recursEvery": 1,
                 *       "recurranceType": "example",
                 *       "recursOn": 1,
                 *       "exclusionDates": [
                 *         "example"
                 *       ],
                 *       "additionalDates": [
                 *         "example"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description An existing site */
                    siteId: string;
                    /** @description At least 1, no duplicates, existing resource products */
                    productIds: string[];
                    /** @description Full English weekday names, case-insensitive; omitted or empty means every day */
                    days?: string[];
                    /** @description At least 1 */
                    times: {
                        /** @description An existing, entry-restricted time band */
                        timeBandId: string;
                        /** @description Future; seconds rounded to the minute; the start date of the range and the daily start time */
                        dateTimeFrom: string;
                        /** @description After dateTimeFrom, its time of day after that of dateTimeFrom; the end date of the range and the daily end time */
                        dateTimeTo: string;
                    }[];
                    /** @description Copied to every exception; empty saved as null */
                    notes?: string | null;
                    /** @description Daily (default), Weekly or Monthly, case-insensitive */
                    frequency?: string;
                    /**
                     * Format: int32
                     * @description Weeks (Weekly) or months (Monthly), default 1; Daily: omit or 1
                     */
                    recursEvery?: number;
                    /** @description Monthly only: ByDate or ByDay */
                    recurranceType?: string;
                    /**
                     * Format: int32
                     * @description 1 to 5; Monthly ByDay only
                     */
                    recursOn?: number;
                    /** @description Dates (date part) on which no occurrence is generated */
                    exclusionDates?: string[];
                    /** @description Stored; generates no occurrences */
                    additionalDates?: string[];
                };
            };
        };
        responses: {
            /** @description exceptionsUpdated = dates x products and the path scheduleId; or, when no dates are generated, exceptionsUpdated 0, the all-zero scheduleId and errors [No valid dates found for the specified days] */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description One per generated date per product; 0 means nothing written
                         */
                        exceptionsUpdated: number;
                        /** @description The schedule written; all-zero GUID when nothing was written */
                        scheduleId: string;
                        errors: string[];
                        overlappingExceptions: {
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description The time band end less one second */
                            dateTimeTo: string;
                            timeBandId: string;
                            productId: null;
                        }[];
                        existingExceptions: {
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeTo: string;
                            timeBandId: string;
                            productId: string;
                        }[];
                        existingBookings: {
                            /** Format: int32 */
                            bookingId: number;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeTo: string;
                            timeBandId: null;
                            productId: string;
                        }[];
                    };
                };
            };
            /** @description Plain-text validation message, or the full result with overlappingExceptions (self-overlap); A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/json": {
                        /**
                         * Format: int32
                         * @description One per generated date per product; 0 means nothing written
                         */
                        exceptionsUpdated: number;
                        /** @description The schedule written; all-zero GUID when nothing was written */
                        scheduleId: string;
                        errors: string[];
                        overlappingExceptions: {
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description The time band end less one second */
                            dateTimeTo: string;
                            timeBandId: string;
                            productId: null;
                        }[];
                        existingExceptions: {
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeTo: string;
                            timeBandId: string;
                            productId: string;
                        }[];
                        existingBookings: {
                            /** Format: int32 */
                            bookingId: number;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeTo: string;
                            timeBandId: null;
                            productId: string;
                        }[];
                    };
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain text: No exceptions found for Schedule ID '{scheduleId}'. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Full result with existingExceptions and/or existingBookings (this schedule's own exceptions excluded) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description One per generated date per product; 0 means nothing written
                         */
                        exceptionsUpdated: number;
                        /** @description The schedule written; all-zero GUID when nothing was written */
                        scheduleId: string;
                        errors: string[];
                        overlappingExceptions: {
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description The time band end less one second */
                            dateTimeTo: string;
                            timeBandId: string;
                            productId: null;
                        }[];
                        existingExceptions: {
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeTo: string;
                            timeBandId: string;
                            productId: string;
                        }[];
                        existingBookings: {
                            /** Format: int32 */
                            bookingId: number;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeTo: string;
                            timeBandId: null;
                            productId: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    deleteBookingSheetsExceptionByScheduleId: {
        parameters: {
            query: {
                /** @description yyyy-MM-dd */
                from: string;
                /** @description yyyy-MM-dd */
                to: string;
            };
            header?: never;
            path: {
                /** @description GUID in 8-4-4-4-12 form */
                scheduleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description { scheduleId, exceptionsDeleted } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        scheduleId: string;
                        /** Format: int32 */
                        exceptionsDeleted: number;
                    };
                };
            };
            /** @description Plain-text message; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain text: No exceptions found for Schedule ID '{scheduleId}'. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getBookingSheets: {
        parameters: {
            query: {
                siteId: string;
                /** @description yyyy-MM-dd */
                from: string;
                /** @description yyyy-MM-dd */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking sheet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        siteId: string;
                        timeZone: string;
                        /** @description yyyy-MM-dd */
                        from: string;
                        /** @description yyyy-MM-dd */
                        to: string;
                        resourceProducts: {
                            id: string;
                            description: string;
                            openingTimes: {
                                /** @enum {string} */
                                day: "Sunday" | "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday";
                                startTime: string;
                                endTime: string;
                            }[];
                        }[];
                        /** @description Entry-restricted time bands, the ones an exception may use */
                        timeBands: {
                            id: string;
                            description: string;
                        }[];
                        bookings: {
                            /** Format: int32 */
                            bookingId: number;
                            productId: string;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeTo: string;
                            /** @description The booked activity's name; null when the booking names none */
                            activityName: string | null;
                            /**
                             * Format: int32
                             * @description Members holding a place (waiting places not counted)
                             */
                            memberCount: number;
                        }[];
                        exceptions: {
                            /** Format: int32 */
                            id: number;
                            scheduleId: string;
                            productId: string;
                            timeBandId: string;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeFrom: string;
                            /** @description Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset */
                            dateTimeTo: string;
                            notes: string | null;
                        }[];
                    };
                };
            };
            /** @description Plain-text message; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain text: unknown site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getProspectsBoard: {
        parameters: {
            query?: {
                /** @description one column: 1 active, 2 completed, 3 overdue, 4 unassigned; counts ignore it */
                status?: number;
                /** @description staff user id; an empty value selects interactions scheduled with nobody */
                scheduledWith?: string;
                /** @description interaction type id (CALL, TASK, APPOINTMENT, ...) or the interactionType enum 0, 1, 2 */
                interactionType?: string;
                priority?: number;
                /** @description nextActionDate at or after this instant */
                from?: string;
                /** @description nextActionDate before this instant */
                to?: string;
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the board */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: int32 */
                            id: number;
                            /** Format: int32 */
                            memberId: number;
                            interactionSubTypeId: string;
                            interactionTypeId: string;
                            interactionType: (0 | 1 | 2) | null;
                            details: string | null;
                            /** @description ISO 8601 date-time with the operator time zone's offset (Europe/London) at that date */
                            nextActionDate: string | null;
                            scheduledWith: string | null;
                            scheduledBy: string | null;
                            outcomeOfInteractionTypeId: number | null;
                            duration: number | null;
                            priority: number | null;
                            emailConfirmationType: number | null;
                            interactionStatus: number | null;
                            reminder: number | null;
                            raisedByUserId: string;
                            raisedDate: string;
                            lastActionUserId: string;
                            lastActionDate: string;
                            member: {
                                /** Format: int32 */
                                memberId: number;
                                firstName: string;
                                lastName: string;
                                status: string | null;
                                email?: string | null;
                                phone?: string | null;
                            };
                        }[];
                        counts: {
                            /** Format: int32 */
                            active: number;
                            /** Format: int32 */
                            overdue: number;
                            /** Format: int32 */
                            unassigned: number;
                            /** Format: int32 */
                            completed: number;
                        };
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Plain-text message naming the bad parameter; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getMembersProspectsByMemberIdInteractions: {
        parameters: {
            query?: {
                status?: number;
            };
            header?: never;
            path: {
                memberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's interactions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        /** Format: int32 */
                        memberId: number;
                        interactionSubTypeId: string;
                        interactionTypeId: string;
                        interactionType: (0 | 1 | 2) | null;
                        details: string | null;
                        /** @description ISO 8601 date-time with the operator time zone's offset (Europe/London) at that date */
                        nextActionDate: string | null;
                        scheduledWith: string | null;
                        scheduledBy: string | null;
                        outcomeOfInteractionTypeId: number | null;
                        duration: number | null;
                        priority: number | null;
                        emailConfirmationType: number | null;
                        interactionStatus: number | null;
                        reminder: number | null;
                        raisedByUserId: string;
                        raisedDate: string;
                        lastActionUserId: string;
                        lastActionDate: string;
                    }[];
                };
            };
            /** @description Plain-text message; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Plain-text message: unknown member */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postMembersProspectsByMemberIdInteractions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "interactionSubTypeId": "example",
                 *       "details": "example",
                 *       "nextActionDate": "2026-01-05T09:00:00Z",
                 *       "scheduledWith": "example",
                 *       "scheduledBy": "example",
                 *       "outcomeOfInteractionTypeId": 1,
                 *       "duration": 5,
                 *       "priority": 1,
                 *       "emailConfirmationType": 1,
                 *       "interactionStatus": 1,
                 *       "reminder": 1
                 *     }
                 */
                "application/json": {
                    interactionSubTypeId: string;
                    details?: string | null;
                    /** @description Any date accepted; send an explicit offset (without one the time is read as operator-local wall clock) */
                    nextActionDate?: string | null;
                    scheduledWith?: string | null;
                    scheduledBy?: string | null;
                    outcomeOfInteractionTypeId?: number | null;
                    duration?: number | null;
                    priority?: number | null;
                    emailConfirmationType?: number | null;
                    interactionStatus?: number | null;
                    reminder?: number | null;
                };
            };
        };
        responses: {
            /** @description The new interaction */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        /** Format: int32 */
                        memberId: number;
                        interactionSubTypeId: string;
                        interactionTypeId: string;
                        interactionType: (0 | 1 | 2) | null;
                        details: string | null;
                        /** @description ISO 8601 date-time with the operator time zone's offset (Europe/London) at that date */
                        nextActionDate: string | null;
                        scheduledWith: string | null;
                        scheduledBy: string | null;
                        outcomeOfInteractionTypeId: number | null;
                        duration: number | null;
                        priority: number | null;
                        emailConfirmationType: number | null;
                        interactionStatus: number | null;
                        reminder: number | null;
                        raisedByUserId: string;
                        raisedDate: string;
                        lastActionUserId: string;
                        lastActionDate: string;
                    };
                };
            };
            /** @description Plain-text message (required fields, types, limits); A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Plain-text message: unknown member, sub type or outcome, or an outcome of another interaction type */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    putMembersProspectsByMemberIdInteractionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "interactionSubTypeId": "example",
                 *       "details": "example",
                 *       "nextActionDate": "2026-01-05T09:00:00Z",
                 *       "scheduledWith": "example",
                 *       "scheduledBy": "example",
                 *       "outcomeOfInteractionTypeId": 1,
                 *       "duration": 5,
                 *       "priority": 1,
                 *       "emailConfirmationType": 1,
                 *       "interactionStatus": 1,
                 *       "reminder": 1
                 *     }
                 */
                "application/json": {
                    interactionSubTypeId?: string | null;
                    details?: string | null;
                    /** @description Any date accepted; send an explicit offset (without one the time is read as operator-local wall clock) */
                    nextActionDate?: string | null;
                    scheduledWith?: string | null;
                    scheduledBy?: string | null;
                    outcomeOfInteractionTypeId?: number | null;
                    duration?: number | null;
                    priority?: number | null;
                    emailConfirmationType?: number | null;
                    interactionStatus?: number | null;
                    reminder?: number | null;
                };
            };
        };
        responses: {
            /** @description Updated */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain-text message; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain-text message: no such interaction for the member */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Plain-text message: unknown member, sub type or outcome, or an outcome of another interaction type */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    deleteMembersProspectsByMemberIdInteractionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain-text message; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain-text message: no such interaction for the member */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Plain-text message: unknown member */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getConfigurationInteractionTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Interaction types */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        description: string;
                        interactionType: (0 | 1 | 2) | null;
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getConfigurationInteractionTypesByTypeIdSubTypes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Interaction type id (case-insensitive) */
                typeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sub types */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        description: string;
                        interactionTypeId: string;
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain-text message: unknown interaction type */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getConfigurationInteractionTypesByTypeIdOutcomes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Interaction type id (case-insensitive) */
                typeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Outcomes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        description: string;
                        interactionTypeId: string;
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain-text message: unknown interaction type */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getProspectsMembers: {
        parameters: {
            query?: {
                /** @description member id, or the start of a first name, last name or full name (case-insensitive) */
                search?: string;
                /** @description default 10 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching prospects */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        memberId: number;
                        firstName: string;
                        lastName: string;
                        status: string | null;
                        email?: string | null;
                        phone?: string | null;
                    }[];
                };
            };
            /** @description Plain-text message; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getConfigurationCostCentres: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cost centres */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        description: string;
                        reference: string;
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    putConfigurationCostCentresById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "example",
                 *       "reference": "example"
                 *     }
                 */
                "application/json": {
                    description?: string | null;
                    reference?: string | null;
                };
            };
        };
        responses: {
            /** @description Updated */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 'Description cannot be empty' (plain text) or a model-state object keyed by field; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/json": components["schemas"]["ModelState"];
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description CostCentre ID does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModelState"];
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getConfigurationBookingDiscountUsage: {
        parameters: {
            query?: {
                MemberID?: number;
                BookingID?: number;
                ActivityID?: string;
                PromotionCode?: string;
                DateFrom?: string;
                DateTo?: string;
                "continuation-token"?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description { data: BookingDiscountUsage[], links: { next } } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: int32 */
                            id: number;
                            promotionCode: string;
                            priceLevelCombo: string;
                            originalPrice: number;
                            discountedPrice: number;
                            /** Format: int32 */
                            discountSalesInvoiceId: number;
                            /** Format: int32 */
                            memberId: number;
                            /** Format: int32 */
                            bookingId: number;
                            bookingRef: number | null;
                            bookingStartDateTime: string | null;
                            bookingEndDateTime: string | null;
                        }[];
                        links: {
                            next: string | null;
                        };
                    };
                };
            };
            /** @description Plain text (see the description for the messages); A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability; Module BOOKINGDISCOUNTS is not enabled (plain text) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getConfigurationDiscounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Array of discounts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        description: string;
                        percentOff: number;
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postConfigurationDiscounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "example",
                 *       "percentOff": 1
                 *     }
                 */
                "application/json": {
                    description: string;
                    percentOff: number;
                };
            };
        };
        responses: {
            /** @description The new discount */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        description: string;
                        percentOff: number;
                    };
                };
            };
            /** @description Problem document keyed Description / PercentOff; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getConfigurationMultitenantMobileAppIdentifier: {
        parameters: {
            query?: {
                includeVersions?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Array of MobileAppIdentifier */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        appBundleId: string;
                        oneSignalAppId: string;
                        versions?: {
                            /** Format: int32 */
                            id: number;
                            appVersion: string;
                            appSecret: string;
                        }[];
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postConfigurationMultitenantMobileAppIdentifier: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "appBundleId": "example",
                 *       "oneSignalAppId": "example",
                 *       "appVersion": "example"
                 *     }
                 */
                "application/json": {
                    appBundleId: string;
                    oneSignalAppId: string;
                    appVersion: string;
                };
            };
        };
        responses: {
            /** @description The identifier with its one version (secret in full) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        appBundleId: string;
                        oneSignalAppId: string;
                        versions?: {
                            /** Format: int32 */
                            id: number;
                            appVersion: string;
                            appSecret: string;
                        }[];
                    };
                };
            };
            /** @description Validation problem document keyed AppBundleId / OneSignalAppId / AppVersion; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain text: An identifier already exists with AppBundleId '{value}'. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Empty body, nothing created; An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getConfigurationEnvironments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Array of { id, name, versionIds } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        name: string;
                        versionIds: number[];
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    putConfigurationEnvironmentsByEnvironmentIdMobileAppVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                environmentId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "versionIds": [
                 *         1
                 *       ]
                 *     }
                 */
                "application/json": {
                    versionIds: number[];
                };
            };
        };
        responses: {
            /** @description Updated */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Problem document keyed VersionIds: not an array of integers, or unknown version ids; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain text: Environment with ID {environmentId} does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postConfigurationMultitenantMobileAppIdentifierByIdVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "appVersion": "example"
                 *     }
                 */
                "application/json": {
                    appVersion: string;
                };
            };
        };
        responses: {
            /** @description The new version with its secret */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        appVersion: string;
                        appSecret: string;
                    };
                };
            };
            /** @description Validation problem document keyed AppVersion; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain text: Mobile app identifier with ID {id} does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Plain text: A version already exists with AppVersion '{value}'. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    deleteConfigurationMultitenantMobileAppIdentifierByIdVersionByVersionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                versionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain text: Mobile app version with ID {versionId} does not exist for identifier {id}. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    deleteConfigurationMultitenantMobileAppIdentifierById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted with its versions */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain text: Mobile app identifier with ID {id} does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getConfigurationPromotionCodes: {
        parameters: {
            query?: {
                includeInactive?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Array of promo codes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        code: string;
                        validFrom: string;
                        validTo: string;
                        /** Format: int32 */
                        maxUsage: number;
                        /** Format: int32 */
                        usagesRemaining: number;
                        active: boolean;
                        autoApply: boolean;
                        discountIds: number[];
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postConfigurationPromotionCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "example",
                 *       "validFrom": "2026-01-05T09:00:00",
                 *       "validTo": "2026-01-05T09:00:00",
                 *       "maxUsages": 1,
                 *       "active": true,
                 *       "autoApply": true,
                 *       "discountIds": [
                 *         1
                 *       ]
                 *     }
                 */
                "application/json": {
                    code: string;
                    validFrom: string;
                    validTo: string;
                    /** Format: int32 */
                    maxUsages: number;
                    active: boolean;
                    autoApply: boolean;
                    discountIds: number[];
                };
            };
        };
        responses: {
            /** @description The new promo code's id as a bare JSON integer */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": number;
                };
            };
            /** @description Problem document (request validation, malformed JSON, wrong types) or plain text (the rules); A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain text: A promo-code with the code '{code}' already exists with an ID of {id} */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getConfigurationPromotionCodesByIdOrCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description On this operation: the id or code. A promo-code id, or {code} in curly braces */
                idOrCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The promo code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        code: string;
                        validFrom: string;
                        validTo: string;
                        /** Format: int32 */
                        maxUsage: number;
                        /** Format: int32 */
                        usagesRemaining: number;
                        active: boolean;
                        autoApply: boolean;
                        discountIds: number[];
                    };
                };
            };
            /** @description Plain text: the segment is neither a whole number nor a {code}; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain text: Promo-code with ID {id} does not exist. / Promo-code with code '{code}' does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    putConfigurationPromotionCodesByIdOrCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description On this operation: the id */
                idOrCode: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "example",
                 *       "validFrom": "2026-01-05T09:00:00",
                 *       "validTo": "2026-01-05T09:00:00",
                 *       "maxUsages": 1,
                 *       "active": true,
                 *       "autoApply": true,
                 *       "discountIds": [
                 *         1
                 *       ]
                 *     }
                 */
                "application/json": {
                    code?: string;
                    validFrom?: string;
                    validTo?: string;
                    /** Format: int32 */
                    maxUsages?: number;
                    active?: boolean;
                    autoApply?: boolean;
                    discountIds?: number[];
                };
            };
        };
        responses: {
            /** @description Updated */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Problem document or plain text, as creation; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain text: Promo-code with ID {id} does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Plain text: A promo-code with the code '{code}' already exists with an ID of {id} */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getConfigurationResourceProductsByProductId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        description: string;
                        siteGroupId: string;
                        calendarId: string;
                        active: boolean;
                        openingTimes: {
                            day: ("Sunday" | "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday") | null;
                            startTime: string;
                            endTime: string;
                        }[];
                    };
                };
            };
            /** @description ProductId must be specified / Product not found; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getConfigurationResourceProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        description: string;
                        siteGroupId: string;
                        calendarId: string;
                        active: boolean;
                        openingTimes: {
                            day: ("Sunday" | "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday") | null;
                            startTime: string;
                            endTime: string;
                        }[];
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getConfigurationSitesBySiteId: {
        parameters: {
            query?: {
                /** @description Only the literal true switches on the richer shape */
                includeFacilitiesAndAmenities?: "true" | "false";
            };
            header?: never;
            path: {
                siteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        legalName: string | null;
                        /** @description Max 20, free text; empty when unset */
                        vatId: string;
                        description: string | null;
                        address: {
                            addressLine1: string | null;
                            addressLine2: string | null;
                            addressLine3: string | null;
                            townCity: string | null;
                            region: string | null;
                            postalCode: string | null;
                            country: string | null;
                        };
                        location: {
                            latitude: string | null;
                            longitude: string | null;
                        };
                        contact: {
                            telephone: string | null;
                            email: string | null;
                        };
                        websiteUrl: string | null;
                        logoUrl: string | null;
                        termsConditionsUrl: string;
                        privacyPolicyUrl: string;
                        openActiveTaxMode: string | null;
                        isActive: boolean;
                        isWebVisible: boolean;
                        openingDate: string | null;
                        organisations: {
                            /** Format: int32 */
                            id: number;
                            type: string;
                            name: string;
                        }[] | null;
                        images: {
                            /** Format: int32 */
                            id: number;
                            url: string;
                            description: string | null;
                            translations: {
                                type: string;
                                culture: string;
                                text: string;
                            }[];
                        }[] | null;
                        socialMedia: {
                            /** Format: int32 */
                            id: number;
                            url: string;
                            description: string | null;
                            logoUrl: string | null;
                            translations: {
                                type: string;
                                culture: string;
                                text: string;
                            }[];
                        }[] | null;
                        translations: {
                            type: string;
                            culture: string;
                            text: string;
                        }[];
                        amenities?: {
                            /** Format: int32 */
                            id: number;
                            key: string;
                            name: string;
                            description: string | null;
                            translations: {
                                type: string;
                                culture: string;
                                text: string;
                            }[];
                        }[];
                        facilities?: {
                            /** Format: int32 */
                            id: number;
                            key: string;
                            name: string;
                            description: string | null;
                            translations: {
                                type: string;
                                culture: string;
                                text: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Site ID '{siteId}' does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getConfigurationSites: {
        parameters: {
            query?: {
                /** @description Only the literal true switches on the richer shape */
                includeFacilitiesAndAmenities?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sites */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        legalName: string | null;
                        /** @description Max 20, free text; empty when unset */
                        vatId: string;
                        description: string | null;
                        address: {
                            addressLine1: string | null;
                            addressLine2: string | null;
                            addressLine3: string | null;
                            townCity: string | null;
                            region: string | null;
                            postalCode: string | null;
                            country: string | null;
                        };
                        location: {
                            latitude: string | null;
                            longitude: string | null;
                        };
                        contact: {
                            telephone: string | null;
                            email: string | null;
                        };
                        websiteUrl: string | null;
                        logoUrl: string | null;
                        termsConditionsUrl: string;
                        privacyPolicyUrl: string;
                        openActiveTaxMode: string | null;
                        isActive: boolean;
                        isWebVisible: boolean;
                        openingDate: string | null;
                        organisations: {
                            /** Format: int32 */
                            id: number;
                            type: string;
                            name: string;
                        }[] | null;
                        images: {
                            /** Format: int32 */
                            id: number;
                            url: string;
                            description: string | null;
                            translations: {
                                type: string;
                                culture: string;
                                text: string;
                            }[];
                        }[] | null;
                        socialMedia: {
                            /** Format: int32 */
                            id: number;
                            url: string;
                            description: string | null;
                            logoUrl: string | null;
                            translations: {
                                type: string;
                                culture: string;
                                text: string;
                            }[];
                        }[] | null;
                        translations: {
                            type: string;
                            culture: string;
                            text: string;
                        }[];
                        amenities?: {
                            /** Format: int32 */
                            id: number;
                            key: string;
                            name: string;
                            description: string | null;
                            translations: {
                                type: string;
                                culture: string;
                                text: string;
                            }[];
                        }[];
                        facilities?: {
                            /** Format: int32 */
                            id: number;
                            key: string;
                            name: string;
                            description: string | null;
                            translations: {
                                type: string;
                                culture: string;
                                text: string;
                            }[];
                        }[];
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getConfigurationStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member statuses */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        description: string;
                        backColourHex: string;
                        textColourHex: string;
                        collectSalesInvoices: boolean;
                        treatMembersAsExpired: boolean;
                        freezeSubscriptions: boolean;
                        prospectStatus: boolean;
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getConfigurationStatusesByStatusId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                statusId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        description: string;
                        backColourHex: string;
                        textColourHex: string;
                        collectSalesInvoices: boolean;
                        treatMembersAsExpired: boolean;
                        freezeSubscriptions: boolean;
                        prospectStatus: boolean;
                    };
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Status ID {statusId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    putConfigurationStatusesByStatusId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                statusId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "example",
                 *       "backColourHex": "example",
                 *       "textColourHex": "example",
                 *       "collectSalesInvoices": true,
                 *       "treatMembersAsExpired": true,
                 *       "freezeSubscriptions": true,
                 *       "prospectStatus": true
                 *     }
                 */
                "application/json": {
                    description?: string | null;
                    backColourHex?: string | null;
                    textColourHex?: string | null;
                    collectSalesInvoices?: boolean | null;
                    treatMembersAsExpired?: boolean | null;
                    freezeSubscriptions?: boolean | null;
                    prospectStatus?: boolean | null;
                };
            };
        };
        responses: {
            /** @description Updated */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown id (plain text) or a model-state object keyed by field; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/json": components["schemas"]["ModelState"];
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModelState"];
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getConfigurationStatusesByStatusIdMemberCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                statusId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusId: string;
                        /** Format: int32 */
                        memberCount: number;
                    };
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Status ID {statusId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getConfigurationUserFields: {
        parameters: {
            query?: {
                /** @description Comma-separated ids (or ids repeated) */
                ids?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user field definitions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        sortOrder: number | null;
                        description: string;
                        /** @enum {string} */
                        type: "Free_Format" | "Options" | "Date" | "Numeric" | "Currency" | "Hyperlink" | "User" | "Member";
                        defaultValue: (string | {
                            /** @enum {string} */
                            DayType: "Fixed" | "Current";
                            /** @enum {string} */
                            MonthType: "Fixed" | "Current";
                            Day: number | null;
                            Month: number | null;
                            /** Format: int32 */
                            Year: number;
                        } | ({
                            UserName: string;
                        } | {
                            /** @constant */
                            IsCurrentUser: true;
                        })) | null;
                        options: {
                            /** Format: int32 */
                            id: number;
                            description: string;
                        }[];
                    }[];
                };
            };
            /** @description An ids entry that is not a whole number; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postConfigurationUserFields: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sortOrder": 1,
                 *       "description": "example",
                 *       "type": "Free_Format",
                 *       "defaultValue": "example",
                 *       "options": [
                 *         {
                 *           "id": 1,
                 *           "description": "example"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    sortOrder?: number | null;
                    description: string;
                    /** @enum {string} */
                    type: "Free_Format" | "Options" | "Date" | "Numeric" | "Currency" | "Hyperlink" | "User" | "Member";
                    defaultValue?: (string | {
                        /** @enum {string} */
                        DayType: "Fixed" | "Current";
                        /** @enum {string} */
                        MonthType: "Fixed" | "Current";
                        Day: number | null;
                        Month: number | null;
                        /** Format: int32 */
                        Year: number;
                    } | ({
                        UserName: string;
                    } | {
                        /** @constant */
                        IsCurrentUser: true;
                    })) | null;
                    options?: {
                        /** Format: int32 */
                        id?: number;
                        description: string;
                    }[] | null;
                };
            };
        };
        responses: {
            /** @description Created; empty body; Location points at the list endpoint filtered to the new id */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain-text validation message; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description User name {v} was not found. / Member ID {v} was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Empty request body (empty response body) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    putCommunicationsEmailTemplateSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "templateId": 1
                 *     }
                 */
                "application/json": {
                    /** Format: int32 */
                    templateId: number;
                };
            };
        };
        responses: {
            /** @description EmailTemplateSetup */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        closeDelimiter: "]]";
                        /** @constant */
                        openDelimiter: "[[";
                        config: string | null;
                        description: string;
                        templateName: string;
                        placeholders: string;
                        templateId: string;
                        queryId: string;
                        templateTypeId: string;
                        html: string;
                        /** @constant */
                        previewOnly: false;
                    };
                };
            };
            /** @description Plain text: TemplateId must be specified / Template for Id {templateId} has no associated query.; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain text: Template Detail for Id {templateId} does not exist. / Query with id {queryId} does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postCommunicationsEmailTemplateSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queryId": 1,
                 *       "templateTypeId": "example",
                 *       "description": "example"
                 *     }
                 */
                "application/json": {
                    /** Format: int32 */
                    queryId: number;
                    templateTypeId: string;
                    description: string;
                };
            };
        };
        responses: {
            /** @description EmailTemplateSetup of the new template */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        closeDelimiter: "]]";
                        /** @constant */
                        openDelimiter: "[[";
                        config: string | null;
                        description: string;
                        templateName: string;
                        placeholders: string;
                        templateId: string;
                        queryId: string;
                        templateTypeId: string;
                        html: string;
                        /** @constant */
                        previewOnly: false;
                    };
                };
            };
            /** @description Plain text; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain text */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getCommunicationsEmailTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Array of templates */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        description: string;
                        queryId: number | null;
                        templateTypeId: string;
                        saved: boolean;
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    putCommunicationsEmailTemplatesByTemplateId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "config": "example",
                 *       "html": "example",
                 *       "description": "example",
                 *       "queryId": 1
                 *     }
                 */
                "application/json": {
                    config?: string | null;
                    html?: string;
                    description?: string;
                    /** Format: int32 */
                    queryId?: number;
                };
            };
        };
        responses: {
            /** @description Saved */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain text; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain text */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getCommunicationsQueries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Array of queries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        name: string;
                        /** @enum {string} */
                        kind: "tables" | "sql";
                        tables: string[];
                        columns: string[];
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getCommunicationsTemplateTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Array of template types */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        description: string;
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getCommunicationsSampleValues: {
        parameters: {
            query?: {
                memberId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Values by placeholder name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        memberId: number;
                        memberName: string;
                        values: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Plain text; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Plain text */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getRetentionProspectInteractions: {
        parameters: {
            query: {
                before: string;
                afterId?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of due interactions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: int32 */
                            id: number;
                            /** Format: int32 */
                            memberId: number;
                            lastActionDate: string;
                        }[];
                        nextAfterId: number | null;
                    };
                };
            };
            /** @description Plain-text message; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    deleteRetentionProspectInteractions: {
        parameters: {
            query: {
                before: string;
                afterId?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many were removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        removed: number;
                        lastId: number | null;
                    };
                };
            };
            /** @description Plain-text message; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getRetentionVisits: {
        parameters: {
            query: {
                before: string;
                afterId?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of due visits */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: int32 */
                            id: number;
                            /** Format: int32 */
                            memberId: number;
                            visitedAt: string;
                        }[];
                        nextAfterId: number | null;
                    };
                };
            };
            /** @description Plain-text message; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    deleteRetentionVisits: {
        parameters: {
            query: {
                before: string;
                afterId?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many were removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        removed: number;
                        lastId: number | null;
                    };
                };
            };
            /** @description Plain-text message; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getRetentionMembersByMemberId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's last activity */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        memberId: number;
                        prospect: boolean;
                        erased: boolean;
                        lastActivityOn: string;
                        /** @default false */
                        active: boolean;
                    };
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Member with ID {memberId} does not exist (plain text) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getRetentionMembers: {
        parameters: {
            query: {
                rule: "lapsedMembers" | "prospects";
                before: string;
                afterId?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of due members */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: int32 */
                            memberId: number;
                            lastActivityOn: string;
                        }[];
                        nextAfterId: number | null;
                    };
                };
            };
            /** @description Plain-text message; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postVisits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "siteId": "example",
                 *       "memberId": 1,
                 *       "cardNumber": "example",
                 *       "method": "scan",
                 *       "overrideReason": "example"
                 *     }
                 */
                "application/json": {
                    siteId: string;
                    /** Format: int32 */
                    memberId?: number;
                    cardNumber?: string;
                    /** @enum {string} */
                    method: "scan" | "name" | "override";
                    overrideReason?: string;
                };
            };
        };
        responses: {
            /** @description The member was already in: the visit already recorded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        visit: {
                            /** Format: int32 */
                            visitId: number;
                            /** Format: int32 */
                            memberId: number;
                            siteId: string;
                            visitedAt: string;
                            /** @enum {string} */
                            method: "scan" | "name" | "override";
                            overrideReason: string | null;
                            letInBy: string;
                            undoneAt: string | null;
                            undoneBy: string | null;
                            undoReason: string | null;
                            leftAt: string | null;
                            leftBy: string | null;
                        };
                        alreadyIn: boolean;
                    };
                };
            };
            /** @description The visit recorded */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        visit: {
                            /** Format: int32 */
                            visitId: number;
                            /** Format: int32 */
                            memberId: number;
                            siteId: string;
                            visitedAt: string;
                            /** @enum {string} */
                            method: "scan" | "name" | "override";
                            overrideReason: string | null;
                            letInBy: string;
                            undoneAt: string | null;
                            undoneBy: string | null;
                            undoReason: string | null;
                            leftAt: string | null;
                            leftBy: string | null;
                        };
                        alreadyIn: boolean;
                    };
                };
            };
            /** @description An invalid body (plain text); A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Site, member or card not found (plain text) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Entry refused by the member's status, or the member was erased (plain text) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description A replaced card (plain text) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postVisitsByVisitIdUndo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                visitId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "example"
                 *     }
                 */
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The visit, undone */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        visitId: number;
                        /** Format: int32 */
                        memberId: number;
                        siteId: string;
                        visitedAt: string;
                        /** @enum {string} */
                        method: "scan" | "name" | "override";
                        overrideReason: string | null;
                        letInBy: string;
                        undoneAt: string | null;
                        undoneBy: string | null;
                        undoReason: string | null;
                        leftAt: string | null;
                        leftBy: string | null;
                    };
                };
            };
            /** @description An invalid path or body (plain text); A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Visit {visitId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Visit {visitId} was already undone */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    postVisitsByVisitIdLeave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                visitId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The visit, marked left */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        visitId: number;
                        /** Format: int32 */
                        memberId: number;
                        siteId: string;
                        visitedAt: string;
                        /** @enum {string} */
                        method: "scan" | "name" | "override";
                        overrideReason: string | null;
                        letInBy: string;
                        undoneAt: string | null;
                        undoneBy: string | null;
                        undoReason: string | null;
                        leftAt: string | null;
                        leftBy: string | null;
                    };
                };
            };
            /** @description An invalid path (plain text); A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Visit {visitId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The visit was undone, or already recorded as left */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getSitesBySiteIdVisits: {
        parameters: {
            query?: {
                date?: string;
                limit?: number;
                search?: string;
                method?: "scan" | "name" | "override";
            };
            header?: never;
            path: {
                siteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site's visits of the day */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        siteId: string;
                        date: string;
                        /** Format: int32 */
                        total: number;
                        /** Format: int32 */
                        stillIn: number;
                        byHour: {
                            /** Format: int32 */
                            hour: number;
                            /** Format: int32 */
                            count: number;
                        }[];
                        /** Format: int32 */
                        matching: number;
                        visits: {
                            /** Format: int32 */
                            visitId: number;
                            /** Format: int32 */
                            memberId: number;
                            siteId: string;
                            visitedAt: string;
                            /** @enum {string} */
                            method: "scan" | "name" | "override";
                            overrideReason: string | null;
                            letInBy: string;
                            undoneAt: string | null;
                            undoneBy: string | null;
                            undoReason: string | null;
                            leftAt: string | null;
                            leftBy: string | null;
                            firstName?: string;
                            lastName?: string;
                        }[];
                    };
                };
            };
            /** @description date must be a day as yyyy-MM-dd; limit must be a whole number from 1 to 5000; search must be at most 200 characters; method must be scan, name or override; A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Site {siteId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getMembersByMemberIdVisits: {
        parameters: {
            query?: {
                limit?: number;
                before?: number;
            };
            header?: never;
            path: {
                /** @description Member id */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's recent visits */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        visitId: number;
                        /** Format: int32 */
                        memberId: number;
                        siteId: string;
                        visitedAt: string;
                        /** @enum {string} */
                        method: "scan" | "name" | "override";
                        overrideReason: string | null;
                        letInBy: string;
                        undoneAt: string | null;
                        undoneBy: string | null;
                        undoReason: string | null;
                        leftAt: string | null;
                        leftBy: string | null;
                    }[];
                };
            };
            /** @description limit must be a whole number from 1 to 100; before must be a visit ID (a positive whole number); A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Member with ID {memberId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    putMembersByMemberIdCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cardNumber": "example"
                 *     }
                 */
                "application/json": {
                    cardNumber: string;
                };
            };
        };
        responses: {
            /** @description The member's card in use */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        memberId: number;
                        cardNumber: string;
                        issuedAt: string;
                    };
                };
            };
            /** @description An invalid path or body (plain text); A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Member with ID {memberId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The number is another member's, or a replaced card's */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getCardsByCardNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cardNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card in use and its member */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        memberId: number;
                        cardNumber: string;
                        issuedAt: string;
                    };
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No member holds card {cardNumber} */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description A replaced card */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    getMembersByMemberIdCards: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id */
                memberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's cards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        memberId: number;
                        cardNumber: string;
                        issuedAt: string;
                        replacedAt: string | null;
                    }[];
                };
            };
            /** @description A path or query value, or the body, the request guards refuse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No token, or a forged, expired or revoked one (no body) */
            401: {
                headers: {
                    /** @description Bearer (with error=invalid_token when revoked) */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token lacks the operation's products, features or claims, or an integrator token its capability */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Member with ID {memberId} does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The body is larger than the platform's limit (1 MiB unless configured) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The integrator's rate budget is spent (Retry-After in seconds) */
            429: {
                headers: {
                    /** @description Seconds until the budget or lock allows another request */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected failure (no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is restarting; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
}
