// GENERATED FILE, do not edit. It describes
// the management API (`/api/*`) as the server documents it in OpenAPI,
// from the routes the server registers. Change a route's schemas, then regenerate with
// `npm run api:types` (apps/server/scripts/openapi-types.ts); CI fails while it is stale.

export interface paths {
    "/api/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List applications (optionally paged), filtered by type, role and third-party flag */
        get: {
            parameters: {
                query?: {
                    types?: ("Native" | "SPA" | "Traditional" | "MachineToMachine" | "Protected" | "SAML")[] | ("Native" | "SPA" | "Traditional" | "MachineToMachine" | "Protected" | "SAML");
                    excludeRoleId?: string;
                    excludeOrganizationId?: string;
                    isThirdParty?: "true" | "false";
                    page?: string;
                    page_size?: string;
                    search?: string;
                    mode?: "exact" | "like" | "similar_to" | "posix";
                    joint?: "or" | "and";
                    isCaseSensitive?: "true" | "false";
                    "search.id"?: string;
                    "mode.id"?: "exact" | "like" | "similar_to" | "posix";
                    "search.name"?: string;
                    "mode.name"?: "exact" | "like" | "similar_to" | "posix";
                    "search.description"?: string;
                    "mode.description"?: "exact" | "like" | "similar_to" | "posix";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            secret?: string;
                            description: string | null;
                            /** @enum {string} */
                            type: "Native" | "SPA" | "Traditional" | "MachineToMachine" | "Protected" | "SAML";
                            oidcClientMetadata: {
                                redirectUris: string[];
                                postLogoutRedirectUris: string[];
                                /** Format: uri */
                                backchannelLogoutUri?: string;
                                backchannelLogoutSessionRequired?: boolean;
                                logoUri?: string;
                            };
                            customClientMetadata: {
                                corsAllowedOrigins?: string[];
                                idTokenTtl?: number;
                                refreshTokenTtl?: number;
                                refreshTokenTtlInDays?: number;
                                tenantId?: string;
                                alwaysIssueRefreshToken?: boolean;
                                rotateRefreshToken?: boolean;
                                allowTokenExchange?: boolean;
                                isDeviceFlow?: boolean;
                                maxAllowedGrants?: number;
                            };
                            protectedAppMetadata: {
                                [key: string]: unknown;
                            } | null;
                            customData: {
                                [key: string]: unknown;
                            };
                            isThirdParty: boolean;
                            appLevelAccessControlEnabled: boolean;
                            createdAt: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Create an application */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        name: string;
                        description?: string | null;
                        /** @enum {string} */
                        type: "Native" | "SPA" | "Traditional" | "MachineToMachine" | "Protected" | "SAML";
                        oidcClientMetadata?: {
                            redirectUris: string[];
                            postLogoutRedirectUris: string[];
                            /** Format: uri */
                            backchannelLogoutUri?: string;
                            backchannelLogoutSessionRequired?: boolean;
                            logoUri?: string;
                        };
                        customClientMetadata?: {
                            corsAllowedOrigins?: string[];
                            idTokenTtl?: number;
                            refreshTokenTtl?: number;
                            refreshTokenTtlInDays?: number;
                            tenantId?: string;
                            alwaysIssueRefreshToken?: boolean;
                            rotateRefreshToken?: boolean;
                            allowTokenExchange?: boolean;
                            isDeviceFlow?: boolean;
                            maxAllowedGrants?: number;
                        };
                        customData?: {
                            [key: string]: unknown;
                        };
                        isThirdParty?: boolean;
                        protectedAppMetadata?: {
                            subDomain: string;
                            origin: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            secret?: string;
                            description: string | null;
                            /** @enum {string} */
                            type: "Native" | "SPA" | "Traditional" | "MachineToMachine" | "Protected" | "SAML";
                            oidcClientMetadata: {
                                redirectUris: string[];
                                postLogoutRedirectUris: string[];
                                /** Format: uri */
                                backchannelLogoutUri?: string;
                                backchannelLogoutSessionRequired?: boolean;
                                logoUri?: string;
                            };
                            customClientMetadata: {
                                corsAllowedOrigins?: string[];
                                idTokenTtl?: number;
                                refreshTokenTtl?: number;
                                refreshTokenTtlInDays?: number;
                                tenantId?: string;
                                alwaysIssueRefreshToken?: boolean;
                                rotateRefreshToken?: boolean;
                                allowTokenExchange?: boolean;
                                isDeviceFlow?: boolean;
                                maxAllowedGrants?: number;
                            };
                            protectedAppMetadata: {
                                [key: string]: unknown;
                            } | null;
                            customData: {
                                [key: string]: unknown;
                            };
                            isThirdParty: boolean;
                            appLevelAccessControlEnabled: boolean;
                            createdAt: number;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an application */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            secret?: string;
                            description: string | null;
                            /** @enum {string} */
                            type: "Native" | "SPA" | "Traditional" | "MachineToMachine" | "Protected" | "SAML";
                            oidcClientMetadata: {
                                redirectUris: string[];
                                postLogoutRedirectUris: string[];
                                /** Format: uri */
                                backchannelLogoutUri?: string;
                                backchannelLogoutSessionRequired?: boolean;
                                logoUri?: string;
                            };
                            customClientMetadata: {
                                corsAllowedOrigins?: string[];
                                idTokenTtl?: number;
                                refreshTokenTtl?: number;
                                refreshTokenTtlInDays?: number;
                                tenantId?: string;
                                alwaysIssueRefreshToken?: boolean;
                                rotateRefreshToken?: boolean;
                                allowTokenExchange?: boolean;
                                isDeviceFlow?: boolean;
                                maxAllowedGrants?: number;
                            };
                            protectedAppMetadata: {
                                [key: string]: unknown;
                            } | null;
                            customData: {
                                [key: string]: unknown;
                            };
                            isThirdParty: boolean;
                            appLevelAccessControlEnabled: boolean;
                            createdAt: number;
                            isAdmin: boolean;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete an application */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Update an application (JSON fields sent replace the stored ones) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        name?: string;
                        description?: string | null;
                        oidcClientMetadata?: {
                            redirectUris?: string[];
                            postLogoutRedirectUris?: string[];
                            /** Format: uri */
                            backchannelLogoutUri?: string;
                            backchannelLogoutSessionRequired?: boolean;
                            logoUri?: string;
                        };
                        customClientMetadata?: {
                            corsAllowedOrigins?: string[];
                            idTokenTtl?: number;
                            refreshTokenTtl?: number;
                            refreshTokenTtlInDays?: number;
                            tenantId?: string;
                            alwaysIssueRefreshToken?: boolean;
                            rotateRefreshToken?: boolean;
                            allowTokenExchange?: boolean;
                            isDeviceFlow?: boolean;
                            maxAllowedGrants?: number;
                        };
                        customData?: {
                            [key: string]: unknown;
                        };
                        appLevelAccessControlEnabled?: boolean;
                        protectedAppMetadata?: {
                            origin?: string;
                            sessionDuration?: number;
                            pageRules?: {
                                path: string;
                            }[];
                            additionalScopes?: string[];
                        } | null;
                        isAdmin?: boolean;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            secret?: string;
                            description: string | null;
                            /** @enum {string} */
                            type: "Native" | "SPA" | "Traditional" | "MachineToMachine" | "Protected" | "SAML";
                            oidcClientMetadata: {
                                redirectUris: string[];
                                postLogoutRedirectUris: string[];
                                /** Format: uri */
                                backchannelLogoutUri?: string;
                                backchannelLogoutSessionRequired?: boolean;
                                logoUri?: string;
                            };
                            customClientMetadata: {
                                corsAllowedOrigins?: string[];
                                idTokenTtl?: number;
                                refreshTokenTtl?: number;
                                refreshTokenTtlInDays?: number;
                                tenantId?: string;
                                alwaysIssueRefreshToken?: boolean;
                                rotateRefreshToken?: boolean;
                                allowTokenExchange?: boolean;
                                isDeviceFlow?: boolean;
                                maxAllowedGrants?: number;
                            };
                            protectedAppMetadata: {
                                [key: string]: unknown;
                            } | null;
                            customData: {
                                [key: string]: unknown;
                            };
                            isThirdParty: boolean;
                            appLevelAccessControlEnabled: boolean;
                            createdAt: number;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/applications/{applicationId}/custom-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Replace the custom data of an application */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/applications/{id}/legacy-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Retire the legacy secret of an application (use named secrets instead) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            secret?: string;
                            description: string | null;
                            /** @enum {string} */
                            type: "Native" | "SPA" | "Traditional" | "MachineToMachine" | "Protected" | "SAML";
                            oidcClientMetadata: {
                                redirectUris: string[];
                                postLogoutRedirectUris: string[];
                                /** Format: uri */
                                backchannelLogoutUri?: string;
                                backchannelLogoutSessionRequired?: boolean;
                                logoUri?: string;
                            };
                            customClientMetadata: {
                                corsAllowedOrigins?: string[];
                                idTokenTtl?: number;
                                refreshTokenTtl?: number;
                                refreshTokenTtlInDays?: number;
                                tenantId?: string;
                                alwaysIssueRefreshToken?: boolean;
                                rotateRefreshToken?: boolean;
                                allowTokenExchange?: boolean;
                                isDeviceFlow?: boolean;
                                maxAllowedGrants?: number;
                            };
                            protectedAppMetadata: {
                                [key: string]: unknown;
                            } | null;
                            customData: {
                                [key: string]: unknown;
                            };
                            isThirdParty: boolean;
                            appLevelAccessControlEnabled: boolean;
                            createdAt: number;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{id}/secrets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the secrets of an application */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            applicationId: string;
                            name: string;
                            value: string;
                            createdAt: number;
                            expiresAt: number | null;
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** Add a named secret, optionally expiring */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        name: string;
                        expiresAt?: number | null;
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            applicationId: string;
                            name: string;
                            value: string;
                            createdAt: number;
                            expiresAt: number | null;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{id}/secrets/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a secret */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename a secret */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            applicationId: string;
                            name: string;
                            value: string;
                            createdAt: number;
                            expiresAt: number | null;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/applications/{applicationId}/user-consent-scopes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the consent scopes of an application */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            organizationScopes: {
                                id: string;
                                name: string;
                                description: string | null;
                            }[];
                            resourceScopes: {
                                resource: {
                                    id: string;
                                    name: string;
                                    indicator: string;
                                };
                                scopes: {
                                    id: string;
                                    name: string;
                                    description: string | null;
                                }[];
                            }[];
                            organizationResourceScopes: {
                                resource: {
                                    id: string;
                                    name: string;
                                    indicator: string;
                                };
                                scopes: {
                                    id: string;
                                    name: string;
                                    description: string | null;
                                }[];
                            }[];
                            userScopes: ("profile" | "email" | "phone" | "address" | "custom_data" | "identities" | "roles" | "urn:logto:scope:organizations" | "urn:logto:scope:organization_roles" | "urn:logto:scope:sessions" | "urn:logto:scope:trusted_devices")[];
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** Add consent scopes to a third-party application */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        organizationScopes?: string[];
                        resourceScopes?: string[];
                        organizationResourceScopes?: string[];
                        userScopes?: ("profile" | "email" | "phone" | "address" | "custom_data" | "identities" | "roles" | "urn:logto:scope:organizations" | "urn:logto:scope:organization_roles" | "urn:logto:scope:sessions" | "urn:logto:scope:trusted_devices")[];
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{applicationId}/user-consent-scopes/{scopeType}/{scopeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a consent scope from an application */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                    scopeType: "organization-scopes" | "resource-scopes" | "organization-resource-scopes" | "user-scopes";
                    scopeId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{applicationId}/sign-in-experience": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the sign-in branding of an application */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            applicationId: string;
                            color: {
                                primaryColor?: string;
                                isDarkModeEnabled?: boolean;
                                darkPrimaryColor?: string;
                            };
                            branding: {
                                /** Format: uri */
                                logoUrl?: string;
                                /** Format: uri */
                                darkLogoUrl?: string;
                                /** Format: uri */
                                favicon?: string;
                                /** Format: uri */
                                darkFavicon?: string;
                            };
                            customCss: string | null;
                            termsOfUseUrl: string | null;
                            privacyPolicyUrl: string | null;
                            displayName: string | null;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Set the sign-in branding of a third-party application (201 when first set) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        color?: {
                            primaryColor?: string;
                            isDarkModeEnabled?: boolean;
                            darkPrimaryColor?: string;
                        };
                        branding?: {
                            /** Format: uri */
                            logoUrl?: string;
                            /** Format: uri */
                            darkLogoUrl?: string;
                            /** Format: uri */
                            favicon?: string;
                            /** Format: uri */
                            darkFavicon?: string;
                        };
                        customCss?: string | null;
                        displayName?: string | null;
                        termsOfUseUrl: (string | "") | null;
                        privacyPolicyUrl: (string | "") | null;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            applicationId: string;
                            color: {
                                primaryColor?: string;
                                isDarkModeEnabled?: boolean;
                                darkPrimaryColor?: string;
                            };
                            branding: {
                                /** Format: uri */
                                logoUrl?: string;
                                /** Format: uri */
                                darkLogoUrl?: string;
                                /** Format: uri */
                                favicon?: string;
                                /** Format: uri */
                                darkFavicon?: string;
                            };
                            customCss: string | null;
                            termsOfUseUrl: string | null;
                            privacyPolicyUrl: string | null;
                            displayName: string | null;
                        };
                    };
                };
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{id}/users/{userId}/consent-organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the organizations a user granted a third-party application */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            organizations: {
                                tenantId: string;
                                id: string;
                                name: string;
                                description: string | null;
                                customData: {
                                    [key: string]: unknown;
                                };
                                isMfaRequired: boolean;
                                color: {
                                    primaryColor?: string;
                                    isDarkModeEnabled?: boolean;
                                    darkPrimaryColor?: string;
                                };
                                branding: {
                                    /** Format: uri */
                                    logoUrl?: string;
                                    /** Format: uri */
                                    darkLogoUrl?: string;
                                    /** Format: uri */
                                    favicon?: string;
                                    /** Format: uri */
                                    darkFavicon?: string;
                                };
                                customCss: string | null;
                                createdAt: number;
                            }[];
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Replace the organizations a user granted a third-party application */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        organizationIds: string[];
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Grant a third-party application more of the user’s organizations */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        organizationIds: string[];
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{id}/users/{userId}/consent-organizations/{organizationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw one organization a user granted a third-party application */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    userId: string;
                    organizationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List API resources, optionally with their scopes */
        get: {
            parameters: {
                query?: {
                    includeScopes?: string;
                    page?: string;
                    page_size?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            indicator: string;
                            isDefault: boolean;
                            accessTokenTtl: number;
                            scopes?: {
                                tenantId: string;
                                id: string;
                                resourceId: string;
                                name: string;
                                description: string | null;
                                createdAt: number;
                            }[];
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Create an API resource */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        tenantId?: string;
                        name: string;
                        indicator: string;
                        accessTokenTtl?: number;
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            indicator: string;
                            isDefault: boolean;
                            accessTokenTtl: number;
                            scopes?: {
                                tenantId: string;
                                id: string;
                                resourceId: string;
                                name: string;
                                description: string | null;
                                createdAt: number;
                            }[];
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            indicator: string;
                            isDefault: boolean;
                            accessTokenTtl: number;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete an API resource */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename an API resource or change its token lifetime */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        tenantId?: string;
                        name?: string;
                        accessTokenTtl?: number;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            indicator: string;
                            isDefault: boolean;
                            accessTokenTtl: number;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/resources/{id}/is-default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Make an API resource the default one (at most one per tenant) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        isDefault: boolean;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            indicator: string;
                            isDefault: boolean;
                            accessTokenTtl: number;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/resources/{resourceId}/scopes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the scopes of an API resource (paged, searchable); 404 for an unknown resource */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    page_size?: string;
                    search?: string;
                    mode?: "exact" | "like" | "similar_to" | "posix";
                    joint?: "or" | "and";
                    isCaseSensitive?: "true" | "false";
                    "search.id"?: string;
                    "mode.id"?: "exact" | "like" | "similar_to" | "posix";
                    "search.name"?: string;
                    "mode.name"?: "exact" | "like" | "similar_to" | "posix";
                    "search.description"?: string;
                    "mode.description"?: "exact" | "like" | "similar_to" | "posix";
                };
                header?: never;
                path: {
                    resourceId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            resourceId: string;
                            name: string;
                            description: string | null;
                            createdAt: number;
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** Add a scope (permission) to an API resource */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    resourceId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        name: string;
                        description?: string | null;
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            resourceId: string;
                            name: string;
                            description: string | null;
                            createdAt: number;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/{resourceId}/scopes/{scopeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a scope; roles granting it lose it at once */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    resourceId: string;
                    scopeId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename a scope or change its description */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    resourceId: string;
                    scopeId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        name?: string;
                        description?: string | null;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            resourceId: string;
                            name: string;
                            description: string | null;
                            createdAt: number;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List roles with their member counts and featured members (paged, searchable) */
        get: {
            parameters: {
                query?: {
                    excludeUserId?: string;
                    excludeApplicationId?: string;
                    type?: "User" | "MachineToMachine";
                    page?: string;
                    page_size?: string;
                    search?: string;
                    mode?: "exact" | "like" | "similar_to" | "posix";
                    joint?: "or" | "and";
                    isCaseSensitive?: "true" | "false";
                    "search.id"?: string;
                    "mode.id"?: "exact" | "like" | "similar_to" | "posix";
                    "search.name"?: string;
                    "mode.name"?: "exact" | "like" | "similar_to" | "posix";
                    "search.description"?: string;
                    "mode.description"?: "exact" | "like" | "similar_to" | "posix";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            type: "User" | "MachineToMachine";
                            isDefault: boolean;
                            usersCount: number;
                            featuredUsers: {
                                id: string;
                                avatar: string | null;
                                name: string | null;
                            }[];
                            applicationsCount: number;
                            featuredApplications: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                type: "Native" | "SPA" | "Traditional" | "MachineToMachine" | "Protected" | "SAML";
                            }[];
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Create a role, optionally with scopes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        tenantId?: string;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        type?: "User" | "MachineToMachine";
                        isDefault?: boolean;
                        scopeIds?: string[];
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            type: "User" | "MachineToMachine";
                            isDefault: boolean;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            type: "User" | "MachineToMachine";
                            isDefault: boolean;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a role */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename a role, change its description or whether new users get it */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        name?: string;
                        description?: string;
                        isDefault?: boolean;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            type: "User" | "MachineToMachine";
                            isDefault: boolean;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/roles/{id}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the users holding a role (paged, searchable) */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    page_size?: string;
                    search?: string;
                    mode?: "exact" | "like" | "similar_to" | "posix";
                    joint?: "or" | "and";
                    isCaseSensitive?: "true" | "false";
                    "search.id"?: string;
                    "mode.id"?: "exact" | "like" | "similar_to" | "posix";
                    "search.primaryEmail"?: string;
                    "mode.primaryEmail"?: "exact" | "like" | "similar_to" | "posix";
                    "search.primaryPhone"?: string;
                    "mode.primaryPhone"?: "exact" | "like" | "similar_to" | "posix";
                    "search.username"?: string;
                    "mode.username"?: "exact" | "like" | "similar_to" | "posix";
                    "search.name"?: string;
                    "mode.name"?: "exact" | "like" | "similar_to" | "posix";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            username: string | null;
                            primaryEmail: string | null;
                            primaryPhone: string | null;
                            name: string | null;
                            avatar: string | null;
                            customData: {
                                [key: string]: unknown;
                            };
                            identities: {
                                [key: string]: {
                                    userId: string;
                                    details?: {
                                        [key: string]: unknown;
                                    };
                                };
                            };
                            lastSignInAt: number | null;
                            createdAt: number;
                            updatedAt: number;
                            profile: {
                                familyName?: string;
                                givenName?: string;
                                middleName?: string;
                                nickname?: string;
                                preferredUsername?: string;
                                profile?: string;
                                website?: string;
                                gender?: string;
                                birthdate?: string;
                                zoneinfo?: string;
                                locale?: string;
                                address?: {
                                    formatted?: string;
                                    streetAddress?: string;
                                    locality?: string;
                                    region?: string;
                                    postalCode?: string;
                                    country?: string;
                                };
                            };
                            applicationId: string | null;
                            isSuspended: boolean;
                            hasPassword?: boolean;
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** Give a User role to users */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        userIds: string[];
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{id}/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a role away from a user */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{id}/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the applications holding a role (paged, searchable) */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    page_size?: string;
                    search?: string;
                    mode?: "exact" | "like" | "similar_to" | "posix";
                    joint?: "or" | "and";
                    isCaseSensitive?: "true" | "false";
                    "search.id"?: string;
                    "mode.id"?: "exact" | "like" | "similar_to" | "posix";
                    "search.name"?: string;
                    "mode.name"?: "exact" | "like" | "similar_to" | "posix";
                    "search.description"?: string;
                    "mode.description"?: "exact" | "like" | "similar_to" | "posix";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            secret?: string;
                            description: string | null;
                            /** @enum {string} */
                            type: "Native" | "SPA" | "Traditional" | "MachineToMachine" | "Protected" | "SAML";
                            oidcClientMetadata: {
                                redirectUris: string[];
                                postLogoutRedirectUris: string[];
                                /** Format: uri */
                                backchannelLogoutUri?: string;
                                backchannelLogoutSessionRequired?: boolean;
                                logoUri?: string;
                            };
                            customClientMetadata: {
                                corsAllowedOrigins?: string[];
                                idTokenTtl?: number;
                                refreshTokenTtl?: number;
                                refreshTokenTtlInDays?: number;
                                tenantId?: string;
                                alwaysIssueRefreshToken?: boolean;
                                rotateRefreshToken?: boolean;
                                allowTokenExchange?: boolean;
                                isDeviceFlow?: boolean;
                                maxAllowedGrants?: number;
                            };
                            protectedAppMetadata: {
                                [key: string]: unknown;
                            } | null;
                            customData: {
                                [key: string]: unknown;
                            };
                            isThirdParty: boolean;
                            appLevelAccessControlEnabled: boolean;
                            createdAt: number;
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** Give a machine-to-machine role to applications */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        applicationIds: string[];
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{id}/applications/{applicationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a role away from an application */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{id}/scopes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the scopes a role grants, each with its resource */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    page_size?: string;
                    search?: string;
                    mode?: "exact" | "like" | "similar_to" | "posix";
                    joint?: "or" | "and";
                    isCaseSensitive?: "true" | "false";
                    "search.id"?: string;
                    "mode.id"?: "exact" | "like" | "similar_to" | "posix";
                    "search.name"?: string;
                    "mode.name"?: "exact" | "like" | "similar_to" | "posix";
                    "search.description"?: string;
                    "mode.description"?: "exact" | "like" | "similar_to" | "posix";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            resourceId: string;
                            name: string;
                            description: string | null;
                            createdAt: number;
                            resource: {
                                tenantId: string;
                                id: string;
                                name: string;
                                indicator: string;
                                isDefault: boolean;
                                accessTokenTtl: number;
                            };
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** Grant scopes through a role; answers every scope the role grants now */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        scopeIds: string[];
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            resourceId: string;
                            name: string;
                            description: string | null;
                            createdAt: number;
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{id}/scopes/{scopeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop granting a scope through a role */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    scopeId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a user's roles (paged, searchable) */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    page_size?: string;
                    search?: string;
                    mode?: "exact" | "like" | "similar_to" | "posix";
                    joint?: "or" | "and";
                    isCaseSensitive?: "true" | "false";
                    "search.id"?: string;
                    "mode.id"?: "exact" | "like" | "similar_to" | "posix";
                    "search.name"?: string;
                    "mode.name"?: "exact" | "like" | "similar_to" | "posix";
                    "search.description"?: string;
                    "mode.description"?: "exact" | "like" | "similar_to" | "posix";
                };
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            type: "User" | "MachineToMachine";
                            isDefault: boolean;
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Replace a user's roles */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        roleIds: string[];
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            roleIds: string[];
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Give roles to a user; roles held already are skipped */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        roleIds: string[];
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            roleIds: string[];
                            addedRoleIds: string[];
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/roles/{roleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a role away from a user */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                    roleId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{applicationId}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a machine-to-machine application's roles (paged, searchable) */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    page_size?: string;
                    search?: string;
                    mode?: "exact" | "like" | "similar_to" | "posix";
                    joint?: "or" | "and";
                    isCaseSensitive?: "true" | "false";
                    "search.id"?: string;
                    "mode.id"?: "exact" | "like" | "similar_to" | "posix";
                    "search.name"?: string;
                    "mode.name"?: "exact" | "like" | "similar_to" | "posix";
                    "search.description"?: string;
                    "mode.description"?: "exact" | "like" | "similar_to" | "posix";
                };
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            type: "User" | "MachineToMachine";
                            isDefault: boolean;
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Replace an application's roles */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        roleIds: string[];
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Give roles to an application; roles held already are skipped */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        roleIds: string[];
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            roleIds: string[];
                            addedRoleIds: string[];
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{applicationId}/roles/{roleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a role away from an application */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                    roleId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List users, newest first, with search over id, username, e-mail, phone and name */
        get: {
            parameters: {
                query?: {
                    excludeRoleId?: string;
                    excludeOrganizationId?: string;
                    includePasswordHash?: string;
                    page?: string;
                    page_size?: string;
                    search?: string;
                    mode?: "exact" | "like" | "similar_to" | "posix";
                    joint?: "or" | "and";
                    isCaseSensitive?: "true" | "false";
                    "search.id"?: string;
                    "mode.id"?: "exact" | "like" | "similar_to" | "posix";
                    "search.primaryEmail"?: string;
                    "mode.primaryEmail"?: "exact" | "like" | "similar_to" | "posix";
                    "search.primaryPhone"?: string;
                    "mode.primaryPhone"?: "exact" | "like" | "similar_to" | "posix";
                    "search.username"?: string;
                    "mode.username"?: "exact" | "like" | "similar_to" | "posix";
                    "search.name"?: string;
                    "mode.name"?: "exact" | "like" | "similar_to" | "posix";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            username: string | null;
                            primaryEmail: string | null;
                            primaryPhone: string | null;
                            name: string | null;
                            avatar: string | null;
                            customData: {
                                [key: string]: unknown;
                            };
                            identities: {
                                [key: string]: {
                                    userId: string;
                                    details?: {
                                        [key: string]: unknown;
                                    };
                                };
                            };
                            lastSignInAt: number | null;
                            createdAt: number;
                            updatedAt: number;
                            profile: {
                                familyName?: string;
                                givenName?: string;
                                middleName?: string;
                                nickname?: string;
                                preferredUsername?: string;
                                profile?: string;
                                website?: string;
                                gender?: string;
                                birthdate?: string;
                                zoneinfo?: string;
                                locale?: string;
                                address?: {
                                    formatted?: string;
                                    streetAddress?: string;
                                    locality?: string;
                                    region?: string;
                                    postalCode?: string;
                                    country?: string;
                                };
                            };
                            applicationId: string | null;
                            isSuspended: boolean;
                            hasPassword?: boolean;
                            hasSecurityVerificationMethod?: boolean;
                            ssoIdentities?: {
                                [key: string]: unknown;
                            }[];
                            passwordDigest?: string | null;
                            passwordAlgorithm?: ("Argon2i" | "Argon2id" | "Argon2d" | "SHA1" | "SHA256" | "MD5" | "Bcrypt" | "Legacy") | null;
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** Create a user with a password or an imported password digest */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        primaryPhone?: string;
                        primaryEmail?: string;
                        username?: string;
                        password?: string;
                        passwordDigest?: string;
                        /** @enum {string} */
                        passwordAlgorithm?: "Argon2i" | "Argon2id" | "Argon2d" | "SHA1" | "SHA256" | "MD5" | "Bcrypt" | "Legacy";
                        name?: string;
                        avatar?: (string | "") | null;
                        customData?: {
                            [key: string]: unknown;
                        };
                        profile?: {
                            familyName?: string;
                            givenName?: string;
                            middleName?: string;
                            nickname?: string;
                            preferredUsername?: string;
                            profile?: string;
                            website?: string;
                            gender?: string;
                            birthdate?: string;
                            zoneinfo?: string;
                            locale?: string;
                            address?: {
                                formatted?: string;
                                streetAddress?: string;
                                locality?: string;
                                region?: string;
                                postalCode?: string;
                                country?: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            username: string | null;
                            primaryEmail: string | null;
                            primaryPhone: string | null;
                            name: string | null;
                            avatar: string | null;
                            customData: {
                                [key: string]: unknown;
                            };
                            identities: {
                                [key: string]: {
                                    userId: string;
                                    details?: {
                                        [key: string]: unknown;
                                    };
                                };
                            };
                            lastSignInAt: number | null;
                            createdAt: number;
                            updatedAt: number;
                            profile: {
                                familyName?: string;
                                givenName?: string;
                                middleName?: string;
                                nickname?: string;
                                preferredUsername?: string;
                                profile?: string;
                                website?: string;
                                gender?: string;
                                birthdate?: string;
                                zoneinfo?: string;
                                locale?: string;
                                address?: {
                                    formatted?: string;
                                    streetAddress?: string;
                                    locality?: string;
                                    region?: string;
                                    postalCode?: string;
                                    country?: string;
                                };
                            };
                            applicationId: string | null;
                            isSuspended: boolean;
                            hasPassword?: boolean;
                            hasSecurityVerificationMethod?: boolean;
                            ssoIdentities?: {
                                [key: string]: unknown;
                            }[];
                            passwordDigest?: string | null;
                            passwordAlgorithm?: ("Argon2i" | "Argon2id" | "Argon2d" | "SHA1" | "SHA256" | "MD5" | "Bcrypt" | "Legacy") | null;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a user */
        get: {
            parameters: {
                query?: {
                    includeSsoIdentities?: string;
                    includePasswordHash?: string;
                };
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            username: string | null;
                            primaryEmail: string | null;
                            primaryPhone: string | null;
                            name: string | null;
                            avatar: string | null;
                            customData: {
                                [key: string]: unknown;
                            };
                            identities: {
                                [key: string]: {
                                    userId: string;
                                    details?: {
                                        [key: string]: unknown;
                                    };
                                };
                            };
                            lastSignInAt: number | null;
                            createdAt: number;
                            updatedAt: number;
                            profile: {
                                familyName?: string;
                                givenName?: string;
                                middleName?: string;
                                nickname?: string;
                                preferredUsername?: string;
                                profile?: string;
                                website?: string;
                                gender?: string;
                                birthdate?: string;
                                zoneinfo?: string;
                                locale?: string;
                                address?: {
                                    formatted?: string;
                                    streetAddress?: string;
                                    locality?: string;
                                    region?: string;
                                    postalCode?: string;
                                    country?: string;
                                };
                            };
                            applicationId: string | null;
                            isSuspended: boolean;
                            hasPassword?: boolean;
                            hasSecurityVerificationMethod?: boolean;
                            ssoIdentities?: {
                                [key: string]: unknown;
                            }[];
                            passwordDigest?: string | null;
                            passwordAlgorithm?: ("Argon2i" | "Argon2id" | "Argon2d" | "SHA1" | "SHA256" | "MD5" | "Bcrypt" | "Legacy") | null;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a user and sign them out everywhere */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a user; empty strings and null clear a field */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        username?: (string | "") | null;
                        primaryEmail?: (string | "") | null;
                        primaryPhone?: (string | "") | null;
                        name?: string | null;
                        avatar?: (string | "") | null;
                        customData?: {
                            [key: string]: unknown;
                        };
                        profile?: {
                            familyName?: string;
                            givenName?: string;
                            middleName?: string;
                            nickname?: string;
                            preferredUsername?: string;
                            profile?: string;
                            website?: string;
                            gender?: string;
                            birthdate?: string;
                            zoneinfo?: string;
                            locale?: string;
                            address?: {
                                formatted?: string;
                                streetAddress?: string;
                                locality?: string;
                                region?: string;
                                postalCode?: string;
                                country?: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            username: string | null;
                            primaryEmail: string | null;
                            primaryPhone: string | null;
                            name: string | null;
                            avatar: string | null;
                            customData: {
                                [key: string]: unknown;
                            };
                            identities: {
                                [key: string]: {
                                    userId: string;
                                    details?: {
                                        [key: string]: unknown;
                                    };
                                };
                            };
                            lastSignInAt: number | null;
                            createdAt: number;
                            updatedAt: number;
                            profile: {
                                familyName?: string;
                                givenName?: string;
                                middleName?: string;
                                nickname?: string;
                                preferredUsername?: string;
                                profile?: string;
                                website?: string;
                                gender?: string;
                                birthdate?: string;
                                zoneinfo?: string;
                                locale?: string;
                                address?: {
                                    formatted?: string;
                                    streetAddress?: string;
                                    locality?: string;
                                    region?: string;
                                    postalCode?: string;
                                    country?: string;
                                };
                            };
                            applicationId: string | null;
                            isSuspended: boolean;
                            hasPassword?: boolean;
                            hasSecurityVerificationMethod?: boolean;
                            ssoIdentities?: {
                                [key: string]: unknown;
                            }[];
                            passwordDigest?: string | null;
                            passwordAlgorithm?: ("Argon2i" | "Argon2id" | "Argon2d" | "SHA1" | "SHA256" | "MD5" | "Bcrypt" | "Legacy") | null;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/users/{userId}/custom-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a user's custom data */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Replace a user's custom data (as Logto: omitted keys are gone) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        customData: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/users/{userId}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a user's profile (given fields replace, others stay) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        profile: {
                            familyName?: string;
                            givenName?: string;
                            middleName?: string;
                            nickname?: string;
                            preferredUsername?: string;
                            profile?: string;
                            website?: string;
                            gender?: string;
                            birthdate?: string;
                            zoneinfo?: string;
                            locale?: string;
                            address?: {
                                formatted?: string;
                                streetAddress?: string;
                                locality?: string;
                                region?: string;
                                postalCode?: string;
                                country?: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            familyName?: string;
                            givenName?: string;
                            middleName?: string;
                            nickname?: string;
                            preferredUsername?: string;
                            profile?: string;
                            website?: string;
                            gender?: string;
                            birthdate?: string;
                            zoneinfo?: string;
                            locale?: string;
                            address?: {
                                formatted?: string;
                                streetAddress?: string;
                                locality?: string;
                                region?: string;
                                postalCode?: string;
                                country?: string;
                            };
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/users/{userId}/logto-configs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a user's MFA and passkey sign-in flags */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            mfa: {
                                enabled?: boolean;
                                skipped: boolean;
                                skipMfaOnSignIn: boolean;
                            };
                            passkeySignIn: {
                                skipped: boolean;
                            };
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a user's MFA and passkey sign-in flags (merged into the stored ones) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        mfa?: {
                            enabled?: boolean;
                            skipped?: boolean;
                            additionalBindingSuggestionSkipped?: boolean;
                            skipMfaOnSignIn?: boolean;
                        };
                        passkeySignIn?: {
                            skipped?: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            mfa: {
                                enabled?: boolean;
                                skipped: boolean;
                                skipMfaOnSignIn: boolean;
                            };
                            passkeySignIn: {
                                skipped: boolean;
                            };
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/users/{userId}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set a user's password (an administrator action: the password policy is not applied) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            username: string | null;
                            primaryEmail: string | null;
                            primaryPhone: string | null;
                            name: string | null;
                            avatar: string | null;
                            customData: {
                                [key: string]: unknown;
                            };
                            identities: {
                                [key: string]: {
                                    userId: string;
                                    details?: {
                                        [key: string]: unknown;
                                    };
                                };
                            };
                            lastSignInAt: number | null;
                            createdAt: number;
                            updatedAt: number;
                            profile: {
                                familyName?: string;
                                givenName?: string;
                                middleName?: string;
                                nickname?: string;
                                preferredUsername?: string;
                                profile?: string;
                                website?: string;
                                gender?: string;
                                birthdate?: string;
                                zoneinfo?: string;
                                locale?: string;
                                address?: {
                                    formatted?: string;
                                    streetAddress?: string;
                                    locality?: string;
                                    region?: string;
                                    postalCode?: string;
                                    country?: string;
                                };
                            };
                            applicationId: string | null;
                            isSuspended: boolean;
                            hasPassword?: boolean;
                            hasSecurityVerificationMethod?: boolean;
                            ssoIdentities?: {
                                [key: string]: unknown;
                            }[];
                            passwordDigest?: string | null;
                            passwordAlgorithm?: ("Argon2i" | "Argon2id" | "Argon2d" | "SHA1" | "SHA256" | "MD5" | "Bcrypt" | "Legacy") | null;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/users/{userId}/password/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a password against the user's (422 session.invalid_credentials if wrong) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/has-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a user has a password */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hasPassword: boolean;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/password/expiration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark a user's password expired (they must reset it at the next sign-in) or not */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        isExpired: boolean;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            username: string | null;
                            primaryEmail: string | null;
                            primaryPhone: string | null;
                            name: string | null;
                            avatar: string | null;
                            customData: {
                                [key: string]: unknown;
                            };
                            identities: {
                                [key: string]: {
                                    userId: string;
                                    details?: {
                                        [key: string]: unknown;
                                    };
                                };
                            };
                            lastSignInAt: number | null;
                            createdAt: number;
                            updatedAt: number;
                            profile: {
                                familyName?: string;
                                givenName?: string;
                                middleName?: string;
                                nickname?: string;
                                preferredUsername?: string;
                                profile?: string;
                                website?: string;
                                gender?: string;
                                birthdate?: string;
                                zoneinfo?: string;
                                locale?: string;
                                address?: {
                                    formatted?: string;
                                    streetAddress?: string;
                                    locality?: string;
                                    region?: string;
                                    postalCode?: string;
                                    country?: string;
                                };
                            };
                            applicationId: string | null;
                            isSuspended: boolean;
                            hasPassword?: boolean;
                            hasSecurityVerificationMethod?: boolean;
                            ssoIdentities?: {
                                [key: string]: unknown;
                            }[];
                            passwordDigest?: string | null;
                            passwordAlgorithm?: ("Argon2i" | "Argon2id" | "Argon2d" | "SHA1" | "SHA256" | "MD5" | "Bcrypt" | "Legacy") | null;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/users/{userId}/is-suspended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Suspend a user (signing them out everywhere) or lift the suspension */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        isSuspended: boolean;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            username: string | null;
                            primaryEmail: string | null;
                            primaryPhone: string | null;
                            name: string | null;
                            avatar: string | null;
                            customData: {
                                [key: string]: unknown;
                            };
                            identities: {
                                [key: string]: {
                                    userId: string;
                                    details?: {
                                        [key: string]: unknown;
                                    };
                                };
                            };
                            lastSignInAt: number | null;
                            createdAt: number;
                            updatedAt: number;
                            profile: {
                                familyName?: string;
                                givenName?: string;
                                middleName?: string;
                                nickname?: string;
                                preferredUsername?: string;
                                profile?: string;
                                website?: string;
                                gender?: string;
                                birthdate?: string;
                                zoneinfo?: string;
                                locale?: string;
                                address?: {
                                    formatted?: string;
                                    streetAddress?: string;
                                    locality?: string;
                                    region?: string;
                                    postalCode?: string;
                                    country?: string;
                                };
                            };
                            applicationId: string | null;
                            isSuspended: boolean;
                            hasPassword?: boolean;
                            hasSecurityVerificationMethod?: boolean;
                            ssoIdentities?: {
                                [key: string]: unknown;
                            }[];
                            passwordDigest?: string | null;
                            passwordAlgorithm?: ("Argon2i" | "Argon2id" | "Argon2d" | "SHA1" | "SHA256" | "MD5" | "Bcrypt" | "Legacy") | null;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/users/{userId}/identities/{target}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a user's social identity for a connector target */
        get: {
            parameters: {
                query?: {
                    includeTokenSecret?: string;
                };
                header?: never;
                path: {
                    userId: string;
                    target: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            identity: {
                                userId: string;
                                details?: {
                                    [key: string]: unknown;
                                };
                            };
                            tokenSecret?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Add or replace a user's social identity for a connector target */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                    target: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        userId: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: {
                                userId: string;
                                details?: {
                                    [key: string]: unknown;
                                };
                            };
                        };
                    };
                };
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        post?: never;
        /** Remove a user's social identity */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                    target: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            username: string | null;
                            primaryEmail: string | null;
                            primaryPhone: string | null;
                            name: string | null;
                            avatar: string | null;
                            customData: {
                                [key: string]: unknown;
                            };
                            identities: {
                                [key: string]: {
                                    userId: string;
                                    details?: {
                                        [key: string]: unknown;
                                    };
                                };
                            };
                            lastSignInAt: number | null;
                            createdAt: number;
                            updatedAt: number;
                            profile: {
                                familyName?: string;
                                givenName?: string;
                                middleName?: string;
                                nickname?: string;
                                preferredUsername?: string;
                                profile?: string;
                                website?: string;
                                gender?: string;
                                birthdate?: string;
                                zoneinfo?: string;
                                locale?: string;
                                address?: {
                                    formatted?: string;
                                    streetAddress?: string;
                                    locality?: string;
                                    region?: string;
                                    postalCode?: string;
                                    country?: string;
                                };
                            };
                            applicationId: string | null;
                            isSuspended: boolean;
                            hasPassword?: boolean;
                            hasSecurityVerificationMethod?: boolean;
                            ssoIdentities?: {
                                [key: string]: unknown;
                            }[];
                            passwordDigest?: string | null;
                            passwordAlgorithm?: ("Argon2i" | "Argon2id" | "Argon2d" | "SHA1" | "SHA256" | "MD5" | "Bcrypt" | "Legacy") | null;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/identities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Link a social identity through a connector, from what its provider sent back */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        connectorId: string;
                        connectorData: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: {
                                userId: string;
                                details?: {
                                    [key: string]: unknown;
                                };
                            };
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/mfa-verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a user's MFA verifications (no secrets) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            createdAt: string;
                            lastUsedAt?: string;
                            /** @enum {string} */
                            type: "Totp" | "WebAuthn" | "BackupCode" | "EmailVerificationCode" | "PhoneVerificationCode";
                            agent?: string;
                            name?: string;
                            remainCodes?: number;
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** Bind a TOTP or backup codes for a user (the secret or codes are shown once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "Totp";
                        secret?: string;
                    } | {
                        /** @constant */
                        type: "BackupCode";
                        codes?: string[];
                    } | {
                        type: string;
                        secret?: string;
                    } | {
                        type: string;
                        codes?: string[];
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            type: "Totp";
                            secret: string;
                            secretQrCode: string;
                        } | {
                            /** @constant */
                            type: "BackupCode";
                            codes: string[];
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/mfa-verifications/{verificationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one MFA verification of a user */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                    verificationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List audit logs, newest first */
        get: {
            parameters: {
                query?: {
                    userId?: string;
                    applicationId?: string;
                    logKey?: string;
                    enableCap?: string;
                    start_time?: string;
                    end_time?: string;
                    page?: string;
                    page_size?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            key: string;
                            payload: {
                                key: string;
                                /** @enum {string} */
                                result: "Success" | "Error";
                                error?: {
                                    [key: string]: unknown;
                                } | string;
                                ip?: string;
                                userAgent?: string;
                                userId?: string;
                                applicationId?: string;
                                sessionId?: string;
                                params?: {
                                    [key: string]: unknown;
                                };
                            } & {
                                [key: string]: unknown;
                            };
                            createdAt: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one audit log */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            key: string;
                            payload: {
                                key: string;
                                /** @enum {string} */
                                result: "Success" | "Error";
                                error?: {
                                    [key: string]: unknown;
                                } | string;
                                ip?: string;
                                userAgent?: string;
                                userId?: string;
                                applicationId?: string;
                                sessionId?: string;
                                params?: {
                                    [key: string]: unknown;
                                };
                            } & {
                                [key: string]: unknown;
                            };
                            createdAt: number;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/users/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Total number of users */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            totalUserCount: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/users/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** New users today and in the last 7 days, with the change against the period before */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            today: {
                                count: number;
                                delta: number;
                            };
                            last7Days: {
                                count: number;
                                delta: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/users/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily, weekly and monthly active users up to a date (default today, UTC), with the 30-day curve */
        get: {
            parameters: {
                query?: {
                    date?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dauCurve: {
                                date: string;
                                count: number;
                            }[];
                            dau: {
                                count: number;
                                delta: number;
                            };
                            wau: {
                                count: number;
                                delta: number;
                            };
                            mau: {
                                count: number;
                                delta: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sign-in-exp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the sign-in experience */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            color: {
                                primaryColor: string;
                                isDarkModeEnabled: boolean;
                                darkPrimaryColor: string;
                            };
                            branding: {
                                /** Format: uri */
                                logoUrl?: string;
                                /** Format: uri */
                                darkLogoUrl?: string;
                                /** Format: uri */
                                favicon?: string;
                                /** Format: uri */
                                darkFavicon?: string;
                            };
                            hideLogtoBranding: boolean;
                            languageInfo: {
                                autoDetect: boolean;
                                fallbackLanguage: string;
                            };
                            termsOfUseUrl: string | null;
                            privacyPolicyUrl: string | null;
                            /** @enum {string} */
                            agreeToTermsPolicy: "Automatic" | "ManualRegistrationOnly" | "Manual";
                            signIn: {
                                methods: {
                                    /** @enum {string} */
                                    identifier: "username" | "email" | "phone";
                                    password: boolean;
                                    verificationCode: boolean;
                                    isPasswordPrimary: boolean;
                                }[];
                            };
                            signUp: {
                                identifiers: ("username" | "email" | "phone")[];
                                password: boolean;
                                verify: boolean;
                                secondaryIdentifiers?: {
                                    identifier: ("username" | "email" | "phone") | "emailOrPhone";
                                    verify?: boolean;
                                }[];
                            };
                            socialSignIn: {
                                automaticAccountLinking?: boolean;
                                skipRequiredIdentifiers?: boolean;
                            };
                            socialSignInConnectorTargets: string[];
                            /** @enum {string} */
                            signInMode: "SignIn" | "Register" | "SignInAndRegister";
                            customCss: string | null;
                            customContent: {
                                [key: string]: string;
                            };
                            customUiAssets: {
                                id: string;
                                createdAt: number;
                            } | null;
                            customUiCsp: {
                                scriptSrc?: string[];
                                connectSrc?: string[];
                            };
                            passwordPolicy: {
                                length?: {
                                    min?: number;
                                    max?: number;
                                };
                                characterTypes?: {
                                    min?: number;
                                };
                                rejects?: {
                                    pwned?: boolean;
                                    repetitionAndSequence?: boolean;
                                    userInfo?: boolean;
                                    words?: string[];
                                };
                            };
                            mfa: {
                                factors: ("Totp" | "WebAuthn" | "BackupCode" | "EmailVerificationCode" | "PhoneVerificationCode")[];
                                /** @enum {string} */
                                policy: "UserControlled" | "Mandatory" | "PromptOnlyAtSignIn" | "PromptAtSignInAndSignUp" | "NoPrompt" | "PromptAtSignInAndSignUpMandatory" | "PromptOnlyAtSignInMandatory";
                                /** @enum {string} */
                                organizationRequiredMfaPolicy?: "NoPrompt" | "Mandatory";
                            };
                            adaptiveMfa: {
                                enabled?: boolean;
                            };
                            singleSignOnEnabled: boolean;
                            supportEmail: string | null;
                            supportWebsiteUrl: string | null;
                            unknownSessionRedirectUrl: string | null;
                            captchaPolicy: {
                                enabled?: boolean;
                            };
                            sentinelPolicy: {
                                maxAttempts?: number;
                                lockoutDuration?: number;
                            };
                            emailBlocklistPolicy: {
                                blockDisposableAddresses?: boolean;
                                blockSubaddressing?: boolean;
                                customAllowlist?: string[];
                                customBlocklist?: string[];
                            };
                            verificationCodePolicy: {
                                expirationDuration?: number;
                                maxRetryAttempts?: number;
                            };
                            forgotPasswordMethods: ("EmailVerificationCode" | "PhoneVerificationCode")[] | null;
                            passkeySignIn: {
                                enabled?: boolean;
                                showPasskeyButton?: boolean;
                                allowAutofill?: boolean;
                            };
                            signUpProfileFields: {
                                name: string;
                            }[] | null;
                            passwordExpiration: {
                                /** @constant */
                                enabled?: false;
                            } | {
                                /** @constant */
                                enabled: true;
                                validPeriodDays: number;
                                enabledAt?: number;
                            };
                            usernamePolicy: {
                                caseSensitive: boolean;
                                minLength: number;
                                maxLength: number;
                                allowedChars: {
                                    lowercase: boolean;
                                    uppercase: boolean;
                                    numbers: boolean;
                                    underscore: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update the sign-in experience (each field given replaces the stored one) */
        patch: {
            parameters: {
                query?: {
                    removeUnusedDemoSocialConnector?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        color?: {
                            primaryColor: string;
                            isDarkModeEnabled: boolean;
                            darkPrimaryColor: string;
                        };
                        branding?: {
                            /** Format: uri */
                            logoUrl?: string;
                            /** Format: uri */
                            darkLogoUrl?: string;
                            /** Format: uri */
                            favicon?: string;
                            /** Format: uri */
                            darkFavicon?: string;
                        };
                        hideLogtoBranding?: boolean;
                        languageInfo?: {
                            autoDetect: boolean;
                            fallbackLanguage: string;
                        };
                        /** @enum {string} */
                        agreeToTermsPolicy?: "Automatic" | "ManualRegistrationOnly" | "Manual";
                        signIn?: {
                            methods: {
                                /** @enum {string} */
                                identifier: "username" | "email" | "phone";
                                password: boolean;
                                verificationCode: boolean;
                                isPasswordPrimary: boolean;
                            }[];
                        };
                        signUp?: {
                            identifiers: ("username" | "email" | "phone")[];
                            password: boolean;
                            verify: boolean;
                            secondaryIdentifiers?: {
                                identifier: ("username" | "email" | "phone") | "emailOrPhone";
                                verify?: boolean;
                            }[];
                        };
                        socialSignIn?: {
                            automaticAccountLinking?: boolean;
                            skipRequiredIdentifiers?: boolean;
                        };
                        socialSignInConnectorTargets?: string[];
                        /** @enum {string} */
                        signInMode?: "SignIn" | "Register" | "SignInAndRegister";
                        customCss?: string | null;
                        customContent?: {
                            [key: string]: string;
                        };
                        customUiAssets?: {
                            id: string;
                            createdAt: number;
                        } | null;
                        customUiCsp?: {
                            scriptSrc?: string[];
                            connectSrc?: string[];
                        };
                        passwordPolicy?: {
                            length?: {
                                min?: number;
                                max?: number;
                            };
                            characterTypes?: {
                                min?: number;
                            };
                            rejects?: {
                                pwned?: boolean;
                                repetitionAndSequence?: boolean;
                                userInfo?: boolean;
                                words?: string[];
                            };
                        };
                        mfa?: {
                            factors: ("Totp" | "WebAuthn" | "BackupCode" | "EmailVerificationCode" | "PhoneVerificationCode")[];
                            /** @enum {string} */
                            policy: "UserControlled" | "Mandatory" | "PromptOnlyAtSignIn" | "PromptAtSignInAndSignUp" | "NoPrompt" | "PromptAtSignInAndSignUpMandatory" | "PromptOnlyAtSignInMandatory";
                            /** @enum {string} */
                            organizationRequiredMfaPolicy?: "NoPrompt" | "Mandatory";
                        };
                        adaptiveMfa?: {
                            enabled?: boolean;
                        };
                        singleSignOnEnabled?: boolean;
                        captchaPolicy?: {
                            enabled?: boolean;
                        };
                        sentinelPolicy?: {
                            maxAttempts?: number;
                            lockoutDuration?: number;
                        };
                        emailBlocklistPolicy?: {
                            blockDisposableAddresses?: boolean;
                            blockSubaddressing?: boolean;
                            customAllowlist?: string[];
                            customBlocklist?: string[];
                        };
                        verificationCodePolicy?: {
                            expirationDuration?: number;
                            maxRetryAttempts?: number;
                        };
                        forgotPasswordMethods?: ("EmailVerificationCode" | "PhoneVerificationCode")[] | null;
                        passkeySignIn?: {
                            enabled?: boolean;
                            showPasskeyButton?: boolean;
                            allowAutofill?: boolean;
                        };
                        signUpProfileFields?: {
                            name: string;
                        }[] | null;
                        passwordExpiration?: {
                            /** @constant */
                            enabled?: false;
                        } | {
                            /** @constant */
                            enabled: true;
                            validPeriodDays: number;
                            enabledAt?: number;
                        };
                        usernamePolicy?: {
                            caseSensitive: boolean;
                            minLength: number;
                            maxLength: number;
                            allowedChars: {
                                lowercase: boolean;
                                uppercase: boolean;
                                numbers: boolean;
                                underscore: boolean;
                            };
                        };
                        termsOfUseUrl?: (string | "") | null;
                        privacyPolicyUrl?: (string | "") | null;
                        supportEmail?: (string | "") | null;
                        supportWebsiteUrl?: (string | "") | null;
                        unknownSessionRedirectUrl?: (string | "") | null;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            color: {
                                primaryColor: string;
                                isDarkModeEnabled: boolean;
                                darkPrimaryColor: string;
                            };
                            branding: {
                                /** Format: uri */
                                logoUrl?: string;
                                /** Format: uri */
                                darkLogoUrl?: string;
                                /** Format: uri */
                                favicon?: string;
                                /** Format: uri */
                                darkFavicon?: string;
                            };
                            hideLogtoBranding: boolean;
                            languageInfo: {
                                autoDetect: boolean;
                                fallbackLanguage: string;
                            };
                            termsOfUseUrl: string | null;
                            privacyPolicyUrl: string | null;
                            /** @enum {string} */
                            agreeToTermsPolicy: "Automatic" | "ManualRegistrationOnly" | "Manual";
                            signIn: {
                                methods: {
                                    /** @enum {string} */
                                    identifier: "username" | "email" | "phone";
                                    password: boolean;
                                    verificationCode: boolean;
                                    isPasswordPrimary: boolean;
                                }[];
                            };
                            signUp: {
                                identifiers: ("username" | "email" | "phone")[];
                                password: boolean;
                                verify: boolean;
                                secondaryIdentifiers?: {
                                    identifier: ("username" | "email" | "phone") | "emailOrPhone";
                                    verify?: boolean;
                                }[];
                            };
                            socialSignIn: {
                                automaticAccountLinking?: boolean;
                                skipRequiredIdentifiers?: boolean;
                            };
                            socialSignInConnectorTargets: string[];
                            /** @enum {string} */
                            signInMode: "SignIn" | "Register" | "SignInAndRegister";
                            customCss: string | null;
                            customContent: {
                                [key: string]: string;
                            };
                            customUiAssets: {
                                id: string;
                                createdAt: number;
                            } | null;
                            customUiCsp: {
                                scriptSrc?: string[];
                                connectSrc?: string[];
                            };
                            passwordPolicy: {
                                length?: {
                                    min?: number;
                                    max?: number;
                                };
                                characterTypes?: {
                                    min?: number;
                                };
                                rejects?: {
                                    pwned?: boolean;
                                    repetitionAndSequence?: boolean;
                                    userInfo?: boolean;
                                    words?: string[];
                                };
                            };
                            mfa: {
                                factors: ("Totp" | "WebAuthn" | "BackupCode" | "EmailVerificationCode" | "PhoneVerificationCode")[];
                                /** @enum {string} */
                                policy: "UserControlled" | "Mandatory" | "PromptOnlyAtSignIn" | "PromptAtSignInAndSignUp" | "NoPrompt" | "PromptAtSignInAndSignUpMandatory" | "PromptOnlyAtSignInMandatory";
                                /** @enum {string} */
                                organizationRequiredMfaPolicy?: "NoPrompt" | "Mandatory";
                            };
                            adaptiveMfa: {
                                enabled?: boolean;
                            };
                            singleSignOnEnabled: boolean;
                            supportEmail: string | null;
                            supportWebsiteUrl: string | null;
                            unknownSessionRedirectUrl: string | null;
                            captchaPolicy: {
                                enabled?: boolean;
                            };
                            sentinelPolicy: {
                                maxAttempts?: number;
                                lockoutDuration?: number;
                            };
                            emailBlocklistPolicy: {
                                blockDisposableAddresses?: boolean;
                                blockSubaddressing?: boolean;
                                customAllowlist?: string[];
                                customBlocklist?: string[];
                            };
                            verificationCodePolicy: {
                                expirationDuration?: number;
                                maxRetryAttempts?: number;
                            };
                            forgotPasswordMethods: ("EmailVerificationCode" | "PhoneVerificationCode")[] | null;
                            passkeySignIn: {
                                enabled?: boolean;
                                showPasskeyButton?: boolean;
                                allowAutofill?: boolean;
                            };
                            signUpProfileFields: {
                                name: string;
                            }[] | null;
                            passwordExpiration: {
                                /** @constant */
                                enabled?: false;
                            } | {
                                /** @constant */
                                enabled: true;
                                validPeriodDays: number;
                                enabledAt?: number;
                            };
                            usernamePolicy: {
                                caseSensitive: boolean;
                                minLength: number;
                                maxLength: number;
                                allowedChars: {
                                    lowercase: boolean;
                                    uppercase: boolean;
                                    numbers: boolean;
                                    underscore: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/custom-phrases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the custom phrases of every language */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            languageTag: string;
                            translation: {
                                [key: string]: unknown;
                            };
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-phrases/{languageTag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the custom phrases of a language */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A language tag of the contract list, e.g. `en`, `pt-BR`, `zh-TW`. */
                    languageTag: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            languageTag: string;
                            translation: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Set the custom phrases of a language (replaces earlier ones) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A language tag of the contract list, e.g. `en`, `pt-BR`, `zh-TW`. */
                    languageTag: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            languageTag: string;
                            translation: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        post?: never;
        /** Delete the custom phrases of a language */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A language tag of the contract list, e.g. `en`, `pt-BR`, `zh-TW`. */
                    languageTag: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the tenant's connectors */
        get: {
            parameters: {
                query?: {
                    target?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            type: "Email" | "Sms" | "Social";
                            isDemo?: boolean;
                            id: string;
                            target: string;
                            name: {
                                en: string;
                            } & {
                                [key: string]: string;
                            };
                            description: {
                                en: string;
                            } & {
                                [key: string]: string;
                            };
                            logo: string;
                            logoDark: string | null;
                            readme: string;
                            configTemplate?: string;
                            formItems?: ({
                                key: string;
                                label: string;
                                placeholder?: string;
                                required?: boolean;
                                defaultValue?: unknown;
                                showConditions?: {
                                    targetKey: string;
                                    expectValue?: unknown;
                                }[];
                                description?: string;
                                tooltip?: string;
                                isConfidential?: boolean;
                                isDevFeature?: boolean;
                                /** @constant */
                                type: "Select";
                                selectItems: {
                                    value: string;
                                    title: string;
                                }[];
                            } | {
                                key: string;
                                label: string;
                                placeholder?: string;
                                required?: boolean;
                                defaultValue?: unknown;
                                showConditions?: {
                                    targetKey: string;
                                    expectValue?: unknown;
                                }[];
                                description?: string;
                                tooltip?: string;
                                isConfidential?: boolean;
                                isDevFeature?: boolean;
                                /** @constant */
                                type: "MultiSelect";
                                selectItems: {
                                    value: string;
                                }[];
                            } | {
                                key: string;
                                label: string;
                                placeholder?: string;
                                required?: boolean;
                                defaultValue?: unknown;
                                showConditions?: {
                                    targetKey: string;
                                    expectValue?: unknown;
                                }[];
                                description?: string;
                                tooltip?: string;
                                isConfidential?: boolean;
                                isDevFeature?: boolean;
                                /** @enum {string} */
                                type: "Text" | "Number" | "MultilineText" | "Switch" | "Json";
                            })[];
                            customData?: {
                                [key: string]: unknown;
                            };
                            fromEmail?: string;
                            platform: ("Native" | "Universal" | "Web") | null;
                            isStandard?: boolean;
                            isTokenStorageSupported?: boolean;
                            syncProfile: boolean;
                            enableTokenStorage: boolean;
                            config: {
                                [key: string]: unknown;
                            };
                            metadata: {
                                target?: string;
                                name?: {
                                    en: string;
                                } & {
                                    [key: string]: string;
                                };
                                logo?: string;
                                logoDark?: string | null;
                            };
                            connectorId: string;
                            extraInfo?: {
                                [key: string]: unknown;
                            };
                            usage?: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Add a connector; a new e-mail or SMS connector replaces the previous one */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        config?: {
                            [key: string]: unknown;
                        };
                        connectorId: string;
                        metadata?: {
                            target?: string;
                            name?: {
                                en: string;
                            } & {
                                [key: string]: string;
                            };
                            logo?: string;
                            logoDark?: string | null;
                        };
                        syncProfile?: boolean;
                        enableTokenStorage?: boolean;
                        id?: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            type: "Email" | "Sms" | "Social";
                            isDemo?: boolean;
                            id: string;
                            target: string;
                            name: {
                                en: string;
                            } & {
                                [key: string]: string;
                            };
                            description: {
                                en: string;
                            } & {
                                [key: string]: string;
                            };
                            logo: string;
                            logoDark: string | null;
                            readme: string;
                            configTemplate?: string;
                            formItems?: ({
                                key: string;
                                label: string;
                                placeholder?: string;
                                required?: boolean;
                                defaultValue?: unknown;
                                showConditions?: {
                                    targetKey: string;
                                    expectValue?: unknown;
                                }[];
                                description?: string;
                                tooltip?: string;
                                isConfidential?: boolean;
                                isDevFeature?: boolean;
                                /** @constant */
                                type: "Select";
                                selectItems: {
                                    value: string;
                                    title: string;
                                }[];
                            } | {
                                key: string;
                                label: string;
                                placeholder?: string;
                                required?: boolean;
                                defaultValue?: unknown;
                                showConditions?: {
                                    targetKey: string;
                                    expectValue?: unknown;
                                }[];
                                description?: string;
                                tooltip?: string;
                                isConfidential?: boolean;
                                isDevFeature?: boolean;
                                /** @constant */
                                type: "MultiSelect";
                                selectItems: {
                                    value: string;
                                }[];
                            } | {
                                key: string;
                                label: string;
                                placeholder?: string;
                                required?: boolean;
                                defaultValue?: unknown;
                                showConditions?: {
                                    targetKey: string;
                                    expectValue?: unknown;
                                }[];
                                description?: string;
                                tooltip?: string;
                                isConfidential?: boolean;
                                isDevFeature?: boolean;
                                /** @enum {string} */
                                type: "Text" | "Number" | "MultilineText" | "Switch" | "Json";
                            })[];
                            customData?: {
                                [key: string]: unknown;
                            };
                            fromEmail?: string;
                            platform: ("Native" | "Universal" | "Web") | null;
                            isStandard?: boolean;
                            isTokenStorageSupported?: boolean;
                            syncProfile: boolean;
                            enableTokenStorage: boolean;
                            config: {
                                [key: string]: unknown;
                            };
                            metadata: {
                                target?: string;
                                name?: {
                                    en: string;
                                } & {
                                    [key: string]: string;
                                };
                                logo?: string;
                                logoDark?: string | null;
                            };
                            connectorId: string;
                            extraInfo?: {
                                [key: string]: unknown;
                            };
                            usage?: number;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connectors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            type: "Email" | "Sms" | "Social";
                            isDemo?: boolean;
                            id: string;
                            target: string;
                            name: {
                                en: string;
                            } & {
                                [key: string]: string;
                            };
                            description: {
                                en: string;
                            } & {
                                [key: string]: string;
                            };
                            logo: string;
                            logoDark: string | null;
                            readme: string;
                            configTemplate?: string;
                            formItems?: ({
                                key: string;
                                label: string;
                                placeholder?: string;
                                required?: boolean;
                                defaultValue?: unknown;
                                showConditions?: {
                                    targetKey: string;
                                    expectValue?: unknown;
                                }[];
                                description?: string;
                                tooltip?: string;
                                isConfidential?: boolean;
                                isDevFeature?: boolean;
                                /** @constant */
                                type: "Select";
                                selectItems: {
                                    value: string;
                                    title: string;
                                }[];
                            } | {
                                key: string;
                                label: string;
                                placeholder?: string;
                                required?: boolean;
                                defaultValue?: unknown;
                                showConditions?: {
                                    targetKey: string;
                                    expectValue?: unknown;
                                }[];
                                description?: string;
                                tooltip?: string;
                                isConfidential?: boolean;
                                isDevFeature?: boolean;
                                /** @constant */
                                type: "MultiSelect";
                                selectItems: {
                                    value: string;
                                }[];
                            } | {
                                key: string;
                                label: string;
                                placeholder?: string;
                                required?: boolean;
                                defaultValue?: unknown;
                                showConditions?: {
                                    targetKey: string;
                                    expectValue?: unknown;
                                }[];
                                description?: string;
                                tooltip?: string;
                                isConfidential?: boolean;
                                isDevFeature?: boolean;
                                /** @enum {string} */
                                type: "Text" | "Number" | "MultilineText" | "Switch" | "Json";
                            })[];
                            customData?: {
                                [key: string]: unknown;
                            };
                            fromEmail?: string;
                            platform: ("Native" | "Universal" | "Web") | null;
                            isStandard?: boolean;
                            isTokenStorageSupported?: boolean;
                            syncProfile: boolean;
                            enableTokenStorage: boolean;
                            config: {
                                [key: string]: unknown;
                            };
                            metadata: {
                                target?: string;
                                name?: {
                                    en: string;
                                } & {
                                    [key: string]: string;
                                };
                                logo?: string;
                                logoDark?: string | null;
                            };
                            connectorId: string;
                            extraInfo?: {
                                [key: string]: unknown;
                            };
                            usage?: number;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        /** Remove a connector */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a connector's configuration, metadata or profile settings */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        config?: {
                            [key: string]: unknown;
                        };
                        metadata?: {
                            target?: string;
                            name?: {
                                en: string;
                            } & {
                                [key: string]: string;
                            };
                            logo?: string;
                            logoDark?: string | null;
                        };
                        syncProfile?: boolean;
                        enableTokenStorage?: boolean;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            type: "Email" | "Sms" | "Social";
                            isDemo?: boolean;
                            id: string;
                            target: string;
                            name: {
                                en: string;
                            } & {
                                [key: string]: string;
                            };
                            description: {
                                en: string;
                            } & {
                                [key: string]: string;
                            };
                            logo: string;
                            logoDark: string | null;
                            readme: string;
                            configTemplate?: string;
                            formItems?: ({
                                key: string;
                                label: string;
                                placeholder?: string;
                                required?: boolean;
                                defaultValue?: unknown;
                                showConditions?: {
                                    targetKey: string;
                                    expectValue?: unknown;
                                }[];
                                description?: string;
                                tooltip?: string;
                                isConfidential?: boolean;
                                isDevFeature?: boolean;
                                /** @constant */
                                type: "Select";
                                selectItems: {
                                    value: string;
                                    title: string;
                                }[];
                            } | {
                                key: string;
                                label: string;
                                placeholder?: string;
                                required?: boolean;
                                defaultValue?: unknown;
                                showConditions?: {
                                    targetKey: string;
                                    expectValue?: unknown;
                                }[];
                                description?: string;
                                tooltip?: string;
                                isConfidential?: boolean;
                                isDevFeature?: boolean;
                                /** @constant */
                                type: "MultiSelect";
                                selectItems: {
                                    value: string;
                                }[];
                            } | {
                                key: string;
                                label: string;
                                placeholder?: string;
                                required?: boolean;
                                defaultValue?: unknown;
                                showConditions?: {
                                    targetKey: string;
                                    expectValue?: unknown;
                                }[];
                                description?: string;
                                tooltip?: string;
                                isConfidential?: boolean;
                                isDevFeature?: boolean;
                                /** @enum {string} */
                                type: "Text" | "Number" | "MultilineText" | "Switch" | "Json";
                            })[];
                            customData?: {
                                [key: string]: unknown;
                            };
                            fromEmail?: string;
                            platform: ("Native" | "Universal" | "Web") | null;
                            isStandard?: boolean;
                            isTokenStorageSupported?: boolean;
                            syncProfile: boolean;
                            enableTokenStorage: boolean;
                            config: {
                                [key: string]: unknown;
                            };
                            metadata: {
                                target?: string;
                                name?: {
                                    en: string;
                                } & {
                                    [key: string]: string;
                                };
                                logo?: string;
                                logoDark?: string | null;
                            };
                            connectorId: string;
                            extraInfo?: {
                                [key: string]: unknown;
                            };
                            usage?: number;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/connectors/{factoryId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test message with a configuration, before saving it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    factoryId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        phone?: string;
                        email?: string;
                        config: {
                            [key: string]: unknown;
                        };
                        locale?: string;
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connector-factories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the connector kinds this server implements */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            type: "Email" | "Sms" | "Social";
                            isDemo?: boolean;
                            id: string;
                            target: string;
                            name: {
                                en: string;
                            } & {
                                [key: string]: string;
                            };
                            description: {
                                en: string;
                            } & {
                                [key: string]: string;
                            };
                            logo: string;
                            logoDark: string | null;
                            readme: string;
                            configTemplate?: string;
                            formItems?: ({
                                key: string;
                                label: string;
                                placeholder?: string;
                                required?: boolean;
                                defaultValue?: unknown;
                                showConditions?: {
                                    targetKey: string;
                                    expectValue?: unknown;
                                }[];
                                description?: string;
                                tooltip?: string;
                                isConfidential?: boolean;
                                isDevFeature?: boolean;
                                /** @constant */
                                type: "Select";
                                selectItems: {
                                    value: string;
                                    title: string;
                                }[];
                            } | {
                                key: string;
                                label: string;
                                placeholder?: string;
                                required?: boolean;
                                defaultValue?: unknown;
                                showConditions?: {
                                    targetKey: string;
                                    expectValue?: unknown;
                                }[];
                                description?: string;
                                tooltip?: string;
                                isConfidential?: boolean;
                                isDevFeature?: boolean;
                                /** @constant */
                                type: "MultiSelect";
                                selectItems: {
                                    value: string;
                                }[];
                            } | {
                                key: string;
                                label: string;
                                placeholder?: string;
                                required?: boolean;
                                defaultValue?: unknown;
                                showConditions?: {
                                    targetKey: string;
                                    expectValue?: unknown;
                                }[];
                                description?: string;
                                tooltip?: string;
                                isConfidential?: boolean;
                                isDevFeature?: boolean;
                                /** @enum {string} */
                                type: "Text" | "Number" | "MultilineText" | "Switch" | "Json";
                            })[];
                            customData?: {
                                [key: string]: unknown;
                            };
                            fromEmail?: string;
                            platform: ("Native" | "Universal" | "Web") | null;
                            isStandard?: boolean;
                            isTokenStorageSupported?: boolean;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connector-factories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            type: "Email" | "Sms" | "Social";
                            isDemo?: boolean;
                            id: string;
                            target: string;
                            name: {
                                en: string;
                            } & {
                                [key: string]: string;
                            };
                            description: {
                                en: string;
                            } & {
                                [key: string]: string;
                            };
                            logo: string;
                            logoDark: string | null;
                            readme: string;
                            configTemplate?: string;
                            formItems?: ({
                                key: string;
                                label: string;
                                placeholder?: string;
                                required?: boolean;
                                defaultValue?: unknown;
                                showConditions?: {
                                    targetKey: string;
                                    expectValue?: unknown;
                                }[];
                                description?: string;
                                tooltip?: string;
                                isConfidential?: boolean;
                                isDevFeature?: boolean;
                                /** @constant */
                                type: "Select";
                                selectItems: {
                                    value: string;
                                    title: string;
                                }[];
                            } | {
                                key: string;
                                label: string;
                                placeholder?: string;
                                required?: boolean;
                                defaultValue?: unknown;
                                showConditions?: {
                                    targetKey: string;
                                    expectValue?: unknown;
                                }[];
                                description?: string;
                                tooltip?: string;
                                isConfidential?: boolean;
                                isDevFeature?: boolean;
                                /** @constant */
                                type: "MultiSelect";
                                selectItems: {
                                    value: string;
                                }[];
                            } | {
                                key: string;
                                label: string;
                                placeholder?: string;
                                required?: boolean;
                                defaultValue?: unknown;
                                showConditions?: {
                                    targetKey: string;
                                    expectValue?: unknown;
                                }[];
                                description?: string;
                                tooltip?: string;
                                isConfidential?: boolean;
                                isDevFeature?: boolean;
                                /** @enum {string} */
                                type: "Text" | "Number" | "MultilineText" | "Switch" | "Json";
                            })[];
                            customData?: {
                                [key: string]: unknown;
                            };
                            fromEmail?: string;
                            platform: ("Native" | "Universal" | "Web") | null;
                            isStandard?: boolean;
                            isTokenStorageSupported?: boolean;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List e-mail templates, by language and purpose */
        get: {
            parameters: {
                query?: {
                    languageTag?: string;
                    templateType?: "SignIn" | "Register" | "ForgotPassword" | "OrganizationInvitation" | "Generic" | "UserPermissionValidation" | "BindNewIdentifier" | "MfaVerification" | "BindMfa";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            languageTag: string;
                            /** @enum {string} */
                            templateType: "SignIn" | "Register" | "ForgotPassword" | "OrganizationInvitation" | "Generic" | "UserPermissionValidation" | "BindNewIdentifier" | "MfaVerification" | "BindMfa";
                            details: {
                                subject: string;
                                content: string;
                                /** @enum {string} */
                                contentType?: "text/html" | "text/plain";
                                replyTo?: string;
                                sendFrom?: string;
                            };
                            createdAt: number;
                        }[];
                    };
                };
            };
        };
        /** Create or replace e-mail templates (one per language and purpose) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        templates: {
                            languageTag: string;
                            /** @enum {string} */
                            templateType: "SignIn" | "Register" | "ForgotPassword" | "OrganizationInvitation" | "Generic" | "UserPermissionValidation" | "BindNewIdentifier" | "MfaVerification" | "BindMfa";
                            details: {
                                subject: string;
                                content: string;
                                /** @enum {string} */
                                contentType?: "text/html" | "text/plain";
                                replyTo?: string;
                                sendFrom?: string;
                            };
                        }[];
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            languageTag: string;
                            /** @enum {string} */
                            templateType: "SignIn" | "Register" | "ForgotPassword" | "OrganizationInvitation" | "Generic" | "UserPermissionValidation" | "BindNewIdentifier" | "MfaVerification" | "BindMfa";
                            details: {
                                subject: string;
                                content: string;
                                /** @enum {string} */
                                contentType?: "text/html" | "text/plain";
                                replyTo?: string;
                                sendFrom?: string;
                            };
                            createdAt: number;
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        post?: never;
        /** Delete the e-mail templates of a language and/or purpose */
        delete: {
            parameters: {
                query?: {
                    languageTag?: string;
                    templateType?: "SignIn" | "Register" | "ForgotPassword" | "OrganizationInvitation" | "Generic" | "UserPermissionValidation" | "BindNewIdentifier" | "MfaVerification" | "BindMfa";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            rowCount: number;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            languageTag: string;
                            /** @enum {string} */
                            templateType: "SignIn" | "Register" | "ForgotPassword" | "OrganizationInvitation" | "Generic" | "UserPermissionValidation" | "BindNewIdentifier" | "MfaVerification" | "BindMfa";
                            details: {
                                subject: string;
                                content: string;
                                /** @enum {string} */
                                contentType?: "text/html" | "text/plain";
                                replyTo?: string;
                                sendFrom?: string;
                            };
                            createdAt: number;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete an e-mail template */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-templates/{id}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change an e-mail template's subject, content or sender */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        subject?: string;
                        content?: string;
                        /** @enum {string} */
                        contentType?: "text/html" | "text/plain";
                        replyTo?: string;
                        sendFrom?: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            languageTag: string;
                            /** @enum {string} */
                            templateType: "SignIn" | "Register" | "ForgotPassword" | "OrganizationInvitation" | "Generic" | "UserPermissionValidation" | "BindNewIdentifier" | "MfaVerification" | "BindMfa";
                            details: {
                                subject: string;
                                content: string;
                                /** @enum {string} */
                                contentType?: "text/html" | "text/plain";
                                replyTo?: string;
                                sendFrom?: string;
                            };
                            createdAt: number;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/verification-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a verification code by e-mail or SMS */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        email: string;
                    } | {
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                501: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification-codes/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a verification code; a right code is consumed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        email: string;
                        verificationCode: string;
                    } | {
                        phone: string;
                        verificationCode: string;
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connectors/{connectorId}/authorization-uri": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A social connector's authorization URL */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    connectorId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        state: string;
                        /** Format: uri */
                        redirectUri: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            redirectTo: string;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sentinel-activities/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlock identifiers locked after too many failed attempts */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        targetType: "User" | "App";
                        targets: string[];
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sentinel-activities/users/{userId}/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a user's identifiers are locked after too many failed attempts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            isLocked: boolean;
                            lockedUntil: number | null;
                            identifiers: string[];
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account-center": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the account center settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            enabled: boolean;
                            fields: {
                                /** @enum {string} */
                                name?: "Off" | "ReadOnly" | "Edit";
                                /** @enum {string} */
                                avatar?: "Off" | "ReadOnly" | "Edit";
                                /** @enum {string} */
                                profile?: "Off" | "ReadOnly" | "Edit";
                                /** @enum {string} */
                                email?: "Off" | "ReadOnly" | "Edit";
                                /** @enum {string} */
                                phone?: "Off" | "ReadOnly" | "Edit";
                                /** @enum {string} */
                                password?: "Off" | "ReadOnly" | "Edit";
                                /** @enum {string} */
                                username?: "Off" | "ReadOnly" | "Edit";
                                /** @enum {string} */
                                social?: "Off" | "ReadOnly" | "Edit";
                                /** @enum {string} */
                                customData?: "Off" | "ReadOnly" | "Edit";
                                /** @enum {string} */
                                mfa?: "Off" | "ReadOnly" | "Edit";
                                /** @enum {string} */
                                passkey?: "Off" | "ReadOnly" | "Edit";
                                /** @enum {string} */
                                session?: "Off" | "ReadOnly" | "Edit";
                            };
                            webauthnRelatedOrigins: string[];
                            deleteAccountUrl: string | null;
                            customCss: string | null;
                            profileFields: {
                                name: string;
                            }[] | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update the account center settings (`fields` replaces the field map) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        enabled?: boolean;
                        fields?: {
                            /** @enum {string} */
                            name?: "Off" | "ReadOnly" | "Edit";
                            /** @enum {string} */
                            avatar?: "Off" | "ReadOnly" | "Edit";
                            /** @enum {string} */
                            profile?: "Off" | "ReadOnly" | "Edit";
                            /** @enum {string} */
                            email?: "Off" | "ReadOnly" | "Edit";
                            /** @enum {string} */
                            phone?: "Off" | "ReadOnly" | "Edit";
                            /** @enum {string} */
                            password?: "Off" | "ReadOnly" | "Edit";
                            /** @enum {string} */
                            username?: "Off" | "ReadOnly" | "Edit";
                            /** @enum {string} */
                            social?: "Off" | "ReadOnly" | "Edit";
                            /** @enum {string} */
                            customData?: "Off" | "ReadOnly" | "Edit";
                            /** @enum {string} */
                            mfa?: "Off" | "ReadOnly" | "Edit";
                            /** @enum {string} */
                            passkey?: "Off" | "ReadOnly" | "Edit";
                            /** @enum {string} */
                            session?: "Off" | "ReadOnly" | "Edit";
                        };
                        webauthnRelatedOrigins?: string[];
                        deleteAccountUrl?: string | null;
                        customCss?: string | null;
                        profileFields?: {
                            name: string;
                        }[] | null;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            enabled: boolean;
                            fields: {
                                /** @enum {string} */
                                name?: "Off" | "ReadOnly" | "Edit";
                                /** @enum {string} */
                                avatar?: "Off" | "ReadOnly" | "Edit";
                                /** @enum {string} */
                                profile?: "Off" | "ReadOnly" | "Edit";
                                /** @enum {string} */
                                email?: "Off" | "ReadOnly" | "Edit";
                                /** @enum {string} */
                                phone?: "Off" | "ReadOnly" | "Edit";
                                /** @enum {string} */
                                password?: "Off" | "ReadOnly" | "Edit";
                                /** @enum {string} */
                                username?: "Off" | "ReadOnly" | "Edit";
                                /** @enum {string} */
                                social?: "Off" | "ReadOnly" | "Edit";
                                /** @enum {string} */
                                customData?: "Off" | "ReadOnly" | "Edit";
                                /** @enum {string} */
                                mfa?: "Off" | "ReadOnly" | "Edit";
                                /** @enum {string} */
                                passkey?: "Off" | "ReadOnly" | "Edit";
                                /** @enum {string} */
                                session?: "Off" | "ReadOnly" | "Edit";
                            };
                            webauthnRelatedOrigins: string[];
                            deleteAccountUrl: string | null;
                            customCss: string | null;
                            profileFields: {
                                name: string;
                            }[] | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/captcha-provider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the captcha provider */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            config: {
                                /** @constant */
                                type: "Turnstile";
                                siteKey: string;
                                secretKey: string;
                            } | {
                                /** @constant */
                                type: "RecaptchaEnterprise";
                                siteKey: string;
                                secretKey: string;
                                projectId: string;
                                domain?: string;
                                /** @enum {string} */
                                mode?: "invisible" | "checkbox";
                            };
                            createdAt: number;
                            updatedAt: number;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Set the captcha provider */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        config: {
                            /** @constant */
                            type: "Turnstile";
                            siteKey: string;
                            secretKey: string;
                        } | {
                            /** @constant */
                            type: "RecaptchaEnterprise";
                            siteKey: string;
                            secretKey: string;
                            projectId: string;
                            domain?: string;
                            /** @enum {string} */
                            mode?: "invisible" | "checkbox";
                        };
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            config: {
                                /** @constant */
                                type: "Turnstile";
                                siteKey: string;
                                secretKey: string;
                            } | {
                                /** @constant */
                                type: "RecaptchaEnterprise";
                                siteKey: string;
                                secretKey: string;
                                projectId: string;
                                domain?: string;
                                /** @enum {string} */
                                mode?: "invisible" | "checkbox";
                            };
                            createdAt: number;
                            updatedAt: number;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove the captcha provider */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saml-applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a SAML application (with a first, active signing certificate) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        name: string;
                        description?: string | null;
                        customData?: {
                            [key: string]: unknown;
                        };
                        attributeMapping?: {
                            sub?: string;
                            name?: string;
                            given_name?: string;
                            family_name?: string;
                            middle_name?: string;
                            nickname?: string;
                            preferred_username?: string;
                            profile?: string;
                            picture?: string;
                            website?: string;
                            email?: string;
                            email_verified?: string;
                            gender?: string;
                            birthdate?: string;
                            zoneinfo?: string;
                            locale?: string;
                            phone_number?: string;
                            phone_number_verified?: string;
                            address?: string;
                            updated_at?: string;
                            username?: string;
                            created_at?: string;
                            custom_data?: string;
                            identities?: string;
                            sso_identities?: string;
                            roles?: string;
                            organizations?: string;
                            organization_data?: string;
                            organization_roles?: string;
                        };
                        entityId?: string | null;
                        acsUrl?: ({
                            /** @enum {string} */
                            binding: "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" | "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
                            /** Format: uri */
                            url: string;
                        } | string) | null;
                        encryption?: {
                            encryptAssertion?: boolean;
                            encryptThenSign?: boolean;
                            certificate?: string;
                        } | null;
                        /**
                         * @default urn:oasis:names:tc:SAML:2.0:nameid-format:persistent
                         * @enum {string}
                         */
                        nameIdFormat?: "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent" | "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress" | "urn:oasis:names:tc:SAML:2.0:nameid-format:transient" | "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified";
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string | null;
                            /** @enum {string} */
                            type: "Native" | "SPA" | "Traditional" | "MachineToMachine" | "Protected" | "SAML";
                            customData: {
                                [key: string]: unknown;
                            };
                            isThirdParty: boolean;
                            appLevelAccessControlEnabled: boolean;
                            createdAt: number;
                            attributeMapping: {
                                sub?: string;
                                name?: string;
                                given_name?: string;
                                family_name?: string;
                                middle_name?: string;
                                nickname?: string;
                                preferred_username?: string;
                                profile?: string;
                                picture?: string;
                                website?: string;
                                email?: string;
                                email_verified?: string;
                                gender?: string;
                                birthdate?: string;
                                zoneinfo?: string;
                                locale?: string;
                                phone_number?: string;
                                phone_number_verified?: string;
                                address?: string;
                                updated_at?: string;
                                username?: string;
                                created_at?: string;
                                custom_data?: string;
                                identities?: string;
                                sso_identities?: string;
                                roles?: string;
                                organizations?: string;
                                organization_data?: string;
                                organization_roles?: string;
                            };
                            entityId: string | null;
                            acsUrl: {
                                /** @enum {string} */
                                binding: "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" | "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
                                /** Format: uri */
                                url: string;
                            } | null;
                            encryption: {
                                encryptAssertion?: boolean;
                                encryptThenSign?: boolean;
                                certificate?: string;
                            } | null;
                            /** @enum {string} */
                            nameIdFormat: "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent" | "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress" | "urn:oasis:names:tc:SAML:2.0:nameid-format:transient" | "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified";
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saml-applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a SAML application */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string | null;
                            /** @enum {string} */
                            type: "Native" | "SPA" | "Traditional" | "MachineToMachine" | "Protected" | "SAML";
                            customData: {
                                [key: string]: unknown;
                            };
                            isThirdParty: boolean;
                            appLevelAccessControlEnabled: boolean;
                            createdAt: number;
                            attributeMapping: {
                                sub?: string;
                                name?: string;
                                given_name?: string;
                                family_name?: string;
                                middle_name?: string;
                                nickname?: string;
                                preferred_username?: string;
                                profile?: string;
                                picture?: string;
                                website?: string;
                                email?: string;
                                email_verified?: string;
                                gender?: string;
                                birthdate?: string;
                                zoneinfo?: string;
                                locale?: string;
                                phone_number?: string;
                                phone_number_verified?: string;
                                address?: string;
                                updated_at?: string;
                                username?: string;
                                created_at?: string;
                                custom_data?: string;
                                identities?: string;
                                sso_identities?: string;
                                roles?: string;
                                organizations?: string;
                                organization_data?: string;
                                organization_roles?: string;
                            };
                            entityId: string | null;
                            acsUrl: {
                                /** @enum {string} */
                                binding: "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" | "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
                                /** Format: uri */
                                url: string;
                            } | null;
                            encryption: {
                                encryptAssertion?: boolean;
                                encryptThenSign?: boolean;
                                certificate?: string;
                            } | null;
                            /** @enum {string} */
                            nameIdFormat: "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent" | "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress" | "urn:oasis:names:tc:SAML:2.0:nameid-format:transient" | "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified";
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a SAML application */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a SAML application (JSON fields sent replace the stored ones) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        name?: string;
                        description?: string | null;
                        customData?: {
                            [key: string]: unknown;
                        };
                        appLevelAccessControlEnabled?: boolean;
                        attributeMapping?: {
                            sub?: string;
                            name?: string;
                            given_name?: string;
                            family_name?: string;
                            middle_name?: string;
                            nickname?: string;
                            preferred_username?: string;
                            profile?: string;
                            picture?: string;
                            website?: string;
                            email?: string;
                            email_verified?: string;
                            gender?: string;
                            birthdate?: string;
                            zoneinfo?: string;
                            locale?: string;
                            phone_number?: string;
                            phone_number_verified?: string;
                            address?: string;
                            updated_at?: string;
                            username?: string;
                            created_at?: string;
                            custom_data?: string;
                            identities?: string;
                            sso_identities?: string;
                            roles?: string;
                            organizations?: string;
                            organization_data?: string;
                            organization_roles?: string;
                        };
                        entityId?: string | null;
                        acsUrl?: ({
                            /** @enum {string} */
                            binding: "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" | "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
                            /** Format: uri */
                            url: string;
                        } | string) | null;
                        encryption?: {
                            encryptAssertion?: boolean;
                            encryptThenSign?: boolean;
                            certificate?: string;
                        } | null;
                        /** @enum {string} */
                        nameIdFormat?: "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent" | "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress" | "urn:oasis:names:tc:SAML:2.0:nameid-format:transient" | "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified";
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string | null;
                            /** @enum {string} */
                            type: "Native" | "SPA" | "Traditional" | "MachineToMachine" | "Protected" | "SAML";
                            customData: {
                                [key: string]: unknown;
                            };
                            isThirdParty: boolean;
                            appLevelAccessControlEnabled: boolean;
                            createdAt: number;
                            attributeMapping: {
                                sub?: string;
                                name?: string;
                                given_name?: string;
                                family_name?: string;
                                middle_name?: string;
                                nickname?: string;
                                preferred_username?: string;
                                profile?: string;
                                picture?: string;
                                website?: string;
                                email?: string;
                                email_verified?: string;
                                gender?: string;
                                birthdate?: string;
                                zoneinfo?: string;
                                locale?: string;
                                phone_number?: string;
                                phone_number_verified?: string;
                                address?: string;
                                updated_at?: string;
                                username?: string;
                                created_at?: string;
                                custom_data?: string;
                                identities?: string;
                                sso_identities?: string;
                                roles?: string;
                                organizations?: string;
                                organization_data?: string;
                                organization_roles?: string;
                            };
                            entityId: string | null;
                            acsUrl: {
                                /** @enum {string} */
                                binding: "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" | "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
                                /** Format: uri */
                                url: string;
                            } | null;
                            encryption: {
                                encryptAssertion?: boolean;
                                encryptThenSign?: boolean;
                                certificate?: string;
                            } | null;
                            /** @enum {string} */
                            nameIdFormat: "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent" | "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress" | "urn:oasis:names:tc:SAML:2.0:nameid-format:transient" | "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified";
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/saml-applications/{id}/secrets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the signing certificates of a SAML application */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            certificate: string;
                            createdAt: number;
                            expiresAt: number;
                            active: boolean;
                            fingerprints: {
                                sha256: {
                                    formatted: string;
                                    unformatted: string;
                                };
                            };
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** Add a signing certificate (inactive; activate it to rotate) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        lifeSpanInYears: number;
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            certificate: string;
                            createdAt: number;
                            expiresAt: number;
                            active: boolean;
                            fingerprints: {
                                sha256: {
                                    formatted: string;
                                    unformatted: string;
                                };
                            };
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saml-applications/{id}/secrets/{secretId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an inactive signing certificate */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    secretId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Activate (deactivating the active one) or deactivate a signing certificate */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    secretId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        active: boolean;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            certificate: string;
                            createdAt: number;
                            expiresAt: number;
                            active: boolean;
                            fingerprints: {
                                sha256: {
                                    formatted: string;
                                    unformatted: string;
                                };
                            };
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/organization-roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List organization roles with their scopes (paged; `q` searches id, name, description) */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    page?: string;
                    page_size?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string | null;
                            /** @enum {string} */
                            type: "User" | "MachineToMachine";
                            scopes: {
                                id: string;
                                name: string;
                            }[];
                            resourceScopes: {
                                id: string;
                                name: string;
                                resource: {
                                    id: string;
                                    name: string;
                                };
                            }[];
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Create an organization role with the organization and resource scopes it grants */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        tenantId?: string;
                        name: string;
                        description?: string | null;
                        /** @enum {string} */
                        type?: "User" | "MachineToMachine";
                        /** @default [] */
                        organizationScopeIds?: string[];
                        /** @default [] */
                        resourceScopeIds?: string[];
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string | null;
                            /** @enum {string} */
                            type: "User" | "MachineToMachine";
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization-roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an organization role */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string | null;
                            /** @enum {string} */
                            type: "User" | "MachineToMachine";
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete an organization role; members holding it lose it */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename an organization role, change its description or type */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        tenantId?: string;
                        name?: string;
                        description?: string | null;
                        /** @enum {string} */
                        type?: "User" | "MachineToMachine";
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string | null;
                            /** @enum {string} */
                            type: "User" | "MachineToMachine";
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/organization-roles/{id}/scopes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the organization scopes an organization role grants */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    page_size?: string;
                    search?: string;
                    mode?: "exact" | "like" | "similar_to" | "posix";
                    joint?: "or" | "and";
                    isCaseSensitive?: "true" | "false";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string | null;
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Make an organization role grant exactly these organization scopes */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        organizationScopeIds: string[];
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Grant organization scopes through an organization role */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        organizationScopeIds: string[];
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization-roles/{id}/scopes/{organizationScopeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop granting an organization scope through an organization role */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    organizationScopeId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization-roles/{id}/resource-scopes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the API-resource scopes an organization role grants */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    page_size?: string;
                    search?: string;
                    mode?: "exact" | "like" | "similar_to" | "posix";
                    joint?: "or" | "and";
                    isCaseSensitive?: "true" | "false";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            resourceId: string;
                            name: string;
                            description: string | null;
                            createdAt: number;
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Make an organization role grant exactly these API-resource scopes */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        scopeIds: string[];
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Grant API-resource scopes through an organization role */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        scopeIds: string[];
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization-roles/{id}/resource-scopes/{scopeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop granting an API-resource scope through an organization role */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    scopeId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization-scopes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List organization scopes (paging optional; `q` searches id, name, description) */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    page?: string;
                    page_size?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Create an organization scope */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        tenantId?: string;
                        name: string;
                        description?: string | null;
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string | null;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization-scopes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an organization scope */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string | null;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete an organization scope; roles granting it lose it */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename an organization scope or change its description */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        tenantId?: string;
                        name?: string;
                        description?: string | null;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string | null;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/organization-invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List invitations, by organization, inviter or invitee */
        get: {
            parameters: {
                query?: {
                    organizationId?: string;
                    inviterId?: string;
                    invitee?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            inviterId: string | null;
                            invitee: string;
                            acceptedUserId: string | null;
                            organizationId: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Expired" | "Revoked";
                            createdAt: number;
                            updatedAt: number;
                            expiresAt: number;
                            organizationRoles: {
                                id: string;
                                name: string;
                            }[];
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Invite someone to an organization, optionally by e-mail (messagePayload) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        inviterId?: string | null;
                        /** Format: email */
                        invitee: string;
                        organizationId: string;
                        expiresAt: number;
                        organizationRoleIds?: string[];
                        /** @default false */
                        messagePayload?: {
                            code?: string;
                            link?: string;
                            locale?: string;
                            uiLocales?: string;
                        } | false;
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            inviterId: string | null;
                            invitee: string;
                            acceptedUserId: string | null;
                            organizationId: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Expired" | "Revoked";
                            createdAt: number;
                            updatedAt: number;
                            expiresAt: number;
                            organizationRoles: {
                                id: string;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                501: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization-invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an invitation with the roles it gives */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            inviterId: string | null;
                            invitee: string;
                            acceptedUserId: string | null;
                            organizationId: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Expired" | "Revoked";
                            createdAt: number;
                            updatedAt: number;
                            expiresAt: number;
                            organizationRoles: {
                                id: string;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete an invitation */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization-invitations/{id}/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the invitation e-mail again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        code?: string;
                        link?: string;
                        locale?: string;
                        uiLocales?: string;
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                501: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization-invitations/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Accept (adding the user to the organization) or revoke a pending invitation */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        acceptedUserId?: string | null;
                        /** @enum {string} */
                        status: "Accepted" | "Revoked";
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            inviterId: string | null;
                            invitee: string;
                            acceptedUserId: string | null;
                            organizationId: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Expired" | "Revoked";
                            createdAt: number;
                            updatedAt: number;
                            expiresAt: number;
                            organizationRoles: {
                                id: string;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso-connector-providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the enterprise SSO provider kinds this server implements */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            providerName: "OIDC" | "SAML" | "AzureAD" | "GoogleWorkspace" | "Okta" | "AzureAdOidc";
                            /** @enum {string} */
                            providerType: "oidc" | "saml";
                            logo: string;
                            logoDark: string;
                            description: string;
                            name: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso-connectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the tenant's enterprise SSO connectors, newest first */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    page_size?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            /** @enum {string} */
                            providerName: "OIDC" | "SAML" | "AzureAD" | "GoogleWorkspace" | "Okta" | "AzureAdOidc";
                            connectorName: string;
                            config: {
                                [key: string]: unknown;
                            };
                            domains: string[];
                            branding: {
                                displayName?: string;
                                logo?: string;
                                darkLogo?: string;
                            };
                            syncProfile: boolean;
                            enableTokenStorage: boolean;
                            createdAt: number;
                            name: string;
                            /** @enum {string} */
                            providerType: "oidc" | "saml";
                            providerLogo: string;
                            providerLogoDark: string;
                            providerConfig?: {
                                [key: string]: unknown;
                            };
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Add an enterprise SSO connector */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        config?: {
                            [key: string]: unknown;
                        };
                        domains?: string[];
                        branding?: {
                            displayName?: string;
                            logo?: string;
                            darkLogo?: string;
                        };
                        syncProfile?: boolean;
                        enableTokenStorage?: boolean;
                        providerName: string;
                        connectorName: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            providerName: string;
                            connectorName: string;
                            config: {
                                [key: string]: unknown;
                            };
                            domains: string[];
                            branding: {
                                displayName?: string;
                                logo?: string;
                                darkLogo?: string;
                            };
                            syncProfile: boolean;
                            enableTokenStorage: boolean;
                            createdAt: number;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso-connectors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            /** @enum {string} */
                            providerName: "OIDC" | "SAML" | "AzureAD" | "GoogleWorkspace" | "Okta" | "AzureAdOidc";
                            connectorName: string;
                            config: {
                                [key: string]: unknown;
                            };
                            domains: string[];
                            branding: {
                                displayName?: string;
                                logo?: string;
                                darkLogo?: string;
                            };
                            syncProfile: boolean;
                            enableTokenStorage: boolean;
                            createdAt: number;
                            name: string;
                            /** @enum {string} */
                            providerType: "oidc" | "saml";
                            providerLogo: string;
                            providerLogoDark: string;
                            providerConfig?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        /** Remove an enterprise SSO connector */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Change an enterprise SSO connector's name, config, domains, branding or settings */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        config?: {
                            [key: string]: unknown;
                        };
                        domains?: string[];
                        branding?: {
                            displayName?: string;
                            logo?: string;
                            darkLogo?: string;
                        };
                        syncProfile?: boolean;
                        connectorName?: string;
                        enableTokenStorage?: boolean;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            /** @enum {string} */
                            providerName: "OIDC" | "SAML" | "AzureAD" | "GoogleWorkspace" | "Okta" | "AzureAdOidc";
                            connectorName: string;
                            config: {
                                [key: string]: unknown;
                            };
                            domains: string[];
                            branding: {
                                displayName?: string;
                                logo?: string;
                                darkLogo?: string;
                            };
                            syncProfile: boolean;
                            enableTokenStorage: boolean;
                            createdAt: number;
                            name: string;
                            /** @enum {string} */
                            providerType: "oidc" | "saml";
                            providerLogo: string;
                            providerLogoDark: string;
                            providerConfig?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/sso-connectors/{id}/signing-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a SAML connector's request-signing keys */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            certificate: string;
                            createdAt: number;
                            expiresAt: number;
                            active: boolean;
                            fingerprints: {
                                sha256: {
                                    formatted: string;
                                    unformatted: string;
                                };
                            };
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** Generate a request-signing key (self-signed certificate) for a SAML connector */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /** @default false */
                        active?: boolean;
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            certificate: string;
                            createdAt: number;
                            expiresAt: number;
                            active: boolean;
                            fingerprints: {
                                sha256: {
                                    formatted: string;
                                    unformatted: string;
                                };
                            };
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso-connectors/{id}/signing-keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an inactive signing key */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    keyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Activate a request-signing key (the previous active one is deactivated) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    keyId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        active: boolean;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            certificate: string;
                            createdAt: number;
                            expiresAt: number;
                            active: boolean;
                            fingerprints: {
                                sha256: {
                                    formatted: string;
                                    unformatted: string;
                                };
                            };
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/sso-connectors/{id}/idp-initiated-auth-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a SAML connector's IdP-initiated sign-in settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            connectorId: string;
                            defaultApplicationId: string;
                            redirectUri: string | null;
                            authParameters: {
                                scope?: string;
                            } & {
                                [key: string]: string;
                            };
                            autoSendAuthorizationRequest: boolean;
                            clientIdpInitiatedAuthCallbackUri: string | null;
                            createdAt: number;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Set a SAML connector's IdP-initiated sign-in settings */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        defaultApplicationId: string;
                        redirectUri?: string | null;
                        authParameters?: {
                            scope?: string;
                        } & {
                            [key: string]: string;
                        };
                        autoSendAuthorizationRequest?: boolean;
                        clientIdpInitiatedAuthCallbackUri?: string | null;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            connectorId: string;
                            defaultApplicationId: string;
                            redirectUri: string | null;
                            authParameters: {
                                scope?: string;
                            } & {
                                [key: string]: string;
                            };
                            autoSendAuthorizationRequest: boolean;
                            clientIdpInitiatedAuthCallbackUri: string | null;
                            createdAt: number;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        post?: never;
        /** Remove a SAML connector's IdP-initiated sign-in settings (turns it off) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/jit/sso-connectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the SSO connectors of an organization's just-in-time provisioning */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    page_size?: string;
                    search?: string;
                    mode?: "exact" | "like" | "similar_to" | "posix";
                    joint?: "or" | "and";
                    isCaseSensitive?: "true" | "false";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            providerName: string;
                            connectorName: string;
                            config: {
                                [key: string]: unknown;
                            };
                            domains: string[];
                            branding: {
                                displayName?: string;
                                logo?: string;
                                darkLogo?: string;
                            };
                            syncProfile: boolean;
                            enableTokenStorage: boolean;
                            createdAt: number;
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Replace the SSO connectors of an organization's just-in-time provisioning */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        ssoConnectorIds: string[];
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Add SSO connectors to an organization's just-in-time provisioning */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        ssoConnectorIds: string[];
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/jit/sso-connectors/{ssoConnectorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an SSO connector from an organization's just-in-time provisioning */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    ssoConnectorId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/sso-identities/{ssoConnectorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's identity at one enterprise SSO connector */
        get: {
            parameters: {
                query?: {
                    includeTokenSecret?: string;
                };
                header?: never;
                path: {
                    userId: string;
                    ssoConnectorId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ssoIdentity: {
                                tenantId: string;
                                id: string;
                                userId: string;
                                issuer: string;
                                identityId: string;
                                detail: {
                                    [key: string]: unknown;
                                };
                                createdAt: number;
                                updatedAt: number;
                                ssoConnectorId: string;
                            };
                            tokenSecret?: {
                                tenantId: string;
                                id: string;
                                userId: string;
                                /** @constant */
                                type: "federated_token_set";
                                metadata: {
                                    scope?: string;
                                    expiresAt?: number;
                                    tokenType?: string;
                                    hasRefreshToken: boolean;
                                };
                                createdAt: number;
                                updatedAt: number;
                                identityId: string;
                                ssoConnectorId: string;
                                issuer: string;
                            };
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/all-identities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's social and enterprise SSO identities */
        get: {
            parameters: {
                query?: {
                    includeTokenSecret?: string;
                };
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            socialIdentities: {
                                identity: {
                                    userId: string;
                                    details?: {
                                        [key: string]: unknown;
                                    };
                                };
                                target: string;
                            }[];
                            ssoIdentities: {
                                ssoIdentity: {
                                    tenantId: string;
                                    id: string;
                                    userId: string;
                                    issuer: string;
                                    identityId: string;
                                    detail: {
                                        [key: string]: unknown;
                                    };
                                    createdAt: number;
                                    updatedAt: number;
                                    ssoConnectorId: string;
                                };
                                tokenSecret?: {
                                    tenantId: string;
                                    id: string;
                                    userId: string;
                                    /** @constant */
                                    type: "federated_token_set";
                                    metadata: {
                                        scope?: string;
                                        expiresAt?: number;
                                        tokenType?: string;
                                        hasRefreshToken: boolean;
                                    };
                                    createdAt: number;
                                    updatedAt: number;
                                    identityId: string;
                                    ssoConnectorId: string;
                                    issuer: string;
                                };
                                ssoConnectorId: string;
                            }[];
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso-connectors/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a test sign-in round trip with the connector's IdP (signs nobody in) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            testId: string;
                            authorizationUri: string;
                            expiresAt: number;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso-connectors/{id}/test/{testId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The result of a connection test: pending, the mapped claims, or the error */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    testId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                            issuer?: string;
                            userInfo?: {
                                id: string;
                                email?: string;
                                phone?: string;
                                name?: string;
                                avatar?: string;
                                rawData?: {
                                    [key: string]: unknown;
                                } | null;
                            };
                            error?: {
                                code: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List organizations (paged; `q` searches id and name) */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    showFeatured?: string;
                    page?: string;
                    page_size?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string | null;
                            customData: {
                                [key: string]: unknown;
                            };
                            isMfaRequired: boolean;
                            color: {
                                primaryColor?: string;
                                isDarkModeEnabled?: boolean;
                                darkPrimaryColor?: string;
                            };
                            branding: {
                                /** Format: uri */
                                logoUrl?: string;
                                /** Format: uri */
                                darkLogoUrl?: string;
                                /** Format: uri */
                                favicon?: string;
                                /** Format: uri */
                                darkFavicon?: string;
                            };
                            customCss: string | null;
                            createdAt: number;
                            usersCount?: number;
                            featuredUsers?: {
                                id: string;
                                avatar: string | null;
                                name: string | null;
                            }[];
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Create an organization */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        tenantId?: string;
                        name: string;
                        description?: string | null;
                        customData?: {
                            [key: string]: unknown;
                        };
                        isMfaRequired?: boolean;
                        color?: {
                            primaryColor?: string;
                            isDarkModeEnabled?: boolean;
                            darkPrimaryColor?: string;
                        };
                        branding?: {
                            /** Format: uri */
                            logoUrl?: string;
                            /** Format: uri */
                            darkLogoUrl?: string;
                            /** Format: uri */
                            favicon?: string;
                            /** Format: uri */
                            darkFavicon?: string;
                        };
                        customCss?: string | null;
                        createdAt?: number;
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string | null;
                            customData: {
                                [key: string]: unknown;
                            };
                            isMfaRequired: boolean;
                            color: {
                                primaryColor?: string;
                                isDarkModeEnabled?: boolean;
                                darkPrimaryColor?: string;
                            };
                            branding: {
                                /** Format: uri */
                                logoUrl?: string;
                                /** Format: uri */
                                darkLogoUrl?: string;
                                /** Format: uri */
                                favicon?: string;
                                /** Format: uri */
                                darkFavicon?: string;
                            };
                            customCss: string | null;
                            createdAt: number;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string | null;
                            customData: {
                                [key: string]: unknown;
                            };
                            isMfaRequired: boolean;
                            color: {
                                primaryColor?: string;
                                isDarkModeEnabled?: boolean;
                                darkPrimaryColor?: string;
                            };
                            branding: {
                                /** Format: uri */
                                logoUrl?: string;
                                /** Format: uri */
                                darkLogoUrl?: string;
                                /** Format: uri */
                                favicon?: string;
                                /** Format: uri */
                                darkFavicon?: string;
                            };
                            customCss: string | null;
                            createdAt: number;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete an organization */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Update an organization */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        tenantId?: string;
                        name?: string;
                        description?: string | null;
                        customData?: {
                            [key: string]: unknown;
                        };
                        isMfaRequired?: boolean;
                        color?: {
                            primaryColor?: string;
                            isDarkModeEnabled?: boolean;
                            darkPrimaryColor?: string;
                        };
                        branding?: {
                            /** Format: uri */
                            logoUrl?: string;
                            /** Format: uri */
                            darkLogoUrl?: string;
                            /** Format: uri */
                            favicon?: string;
                            /** Format: uri */
                            darkFavicon?: string;
                        };
                        customCss?: string | null;
                        createdAt?: number;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string | null;
                            customData: {
                                [key: string]: unknown;
                            };
                            isMfaRequired: boolean;
                            color: {
                                primaryColor?: string;
                                isDarkModeEnabled?: boolean;
                                darkPrimaryColor?: string;
                            };
                            branding: {
                                /** Format: uri */
                                logoUrl?: string;
                                /** Format: uri */
                                darkLogoUrl?: string;
                                /** Format: uri */
                                favicon?: string;
                                /** Format: uri */
                                darkFavicon?: string;
                            };
                            customCss: string | null;
                            createdAt: number;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/organizations/{id}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the members of an organization with their organization roles */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    organizationRoleId?: string;
                    page?: string;
                    page_size?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            username: string | null;
                            primaryEmail: string | null;
                            primaryPhone: string | null;
                            name: string | null;
                            avatar: string | null;
                            customData: {
                                [key: string]: unknown;
                            };
                            identities: {
                                [key: string]: {
                                    userId: string;
                                    details?: {
                                        [key: string]: unknown;
                                    };
                                };
                            };
                            lastSignInAt: number | null;
                            createdAt: number;
                            updatedAt: number;
                            profile: {
                                familyName?: string;
                                givenName?: string;
                                middleName?: string;
                                nickname?: string;
                                preferredUsername?: string;
                                profile?: string;
                                website?: string;
                                gender?: string;
                                birthdate?: string;
                                zoneinfo?: string;
                                locale?: string;
                                address?: {
                                    formatted?: string;
                                    streetAddress?: string;
                                    locality?: string;
                                    region?: string;
                                    postalCode?: string;
                                    country?: string;
                                };
                            };
                            applicationId: string | null;
                            isSuspended: boolean;
                            hasPassword?: boolean;
                            organizationRoles: {
                                id: string;
                                name: string;
                            }[];
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Make these users exactly the members of an organization */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        userIds: string[];
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Add users to an organization */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        userIds: string[];
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            userIds: string[];
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member from an organization */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/users/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give organization roles to members */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        userIds: string[];
                        organizationRoleIds: string[];
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/users/{userId}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's organization roles */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    page_size?: string;
                };
                header?: never;
                path: {
                    id: string;
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string | null;
                            /** @enum {string} */
                            type: "User" | "MachineToMachine";
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Make these exactly a member's organization roles (by id or name) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        organizationRoleIds?: string[];
                        organizationRoleNames?: string[];
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Give a member organization roles (by id or name) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        organizationRoleIds?: string[];
                        organizationRoleNames?: string[];
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            organizationRoleIds: string[];
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/users/{userId}/roles/{organizationRoleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take an organization role from a member */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    userId: string;
                    organizationRoleId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/users/{userId}/scopes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization scopes a member holds through its roles */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string | null;
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the applications of an organization with their organization roles */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    page?: string;
                    page_size?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            secret?: string;
                            description: string | null;
                            /** @enum {string} */
                            type: "Native" | "SPA" | "Traditional" | "MachineToMachine" | "Protected" | "SAML";
                            oidcClientMetadata: {
                                redirectUris: string[];
                                postLogoutRedirectUris: string[];
                                /** Format: uri */
                                backchannelLogoutUri?: string;
                                backchannelLogoutSessionRequired?: boolean;
                                logoUri?: string;
                            };
                            customClientMetadata: {
                                corsAllowedOrigins?: string[];
                                idTokenTtl?: number;
                                refreshTokenTtl?: number;
                                refreshTokenTtlInDays?: number;
                                tenantId?: string;
                                alwaysIssueRefreshToken?: boolean;
                                rotateRefreshToken?: boolean;
                                allowTokenExchange?: boolean;
                                isDeviceFlow?: boolean;
                                maxAllowedGrants?: number;
                            };
                            protectedAppMetadata: {
                                [key: string]: unknown;
                            } | null;
                            customData: {
                                [key: string]: unknown;
                            };
                            isThirdParty: boolean;
                            appLevelAccessControlEnabled: boolean;
                            createdAt: number;
                            organizationRoles: {
                                id: string;
                                name: string;
                            }[];
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Make these exactly the applications of an organization */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        applicationIds: string[];
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Add machine-to-machine applications to an organization */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        applicationIds: string[];
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/applications/{applicationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an application from an organization */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/applications/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give organization roles to applications of the organization */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        applicationIds: string[];
                        organizationRoleIds: string[];
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/applications/{applicationId}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An application's organization roles */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    page_size?: string;
                };
                header?: never;
                path: {
                    id: string;
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string | null;
                            /** @enum {string} */
                            type: "User" | "MachineToMachine";
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Make these exactly an application's organization roles */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        organizationRoleIds: string[];
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Give an application organization roles */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        organizationRoleIds: string[];
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/applications/{applicationId}/roles/{organizationRoleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take an organization role from an application */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    applicationId: string;
                    organizationRoleId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/jit/email-domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An organization's just-in-time e-mail domains */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    page_size?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            organizationId: string;
                            emailDomain: string;
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Make these exactly an organization's just-in-time e-mail domains */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        emailDomains: string[];
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Add a just-in-time e-mail domain */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        emailDomain: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            organizationId: string;
                            emailDomain: string;
                        };
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/jit/email-domains/{emailDomain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a just-in-time e-mail domain */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    emailDomain: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/jit/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization roles just-in-time members get */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    page_size?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string | null;
                            /** @enum {string} */
                            type: "User" | "MachineToMachine";
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Make these exactly the organization roles just-in-time members get */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        organizationRoleIds: string[];
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Add organization roles that just-in-time members get */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        organizationRoleIds: string[];
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/jit/roles/{organizationRoleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an organization role from just-in-time provisioning */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    organizationRoleId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Error: `{ code, message, data? }` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organizations a user belongs to, with its organization roles */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string | null;
                            customData: {
                                [key: string]: unknown;
                            };
                            isMfaRequired: boolean;
                            color: {
                                primaryColor?: string;
                                isDarkModeEnabled?: boolean;
                                darkPrimaryColor?: string;
                            };
                            branding: {
                                /** Format: uri */
                                logoUrl?: string;
                                /** Format: uri */
                                darkLogoUrl?: string;
                                /** Format: uri */
                                favicon?: string;
                                /** Format: uri */
                                darkFavicon?: string;
                            };
                            customCss: string | null;
                            createdAt: number;
                            organizationRoles: {
                                id: string;
                                name: string;
                            }[];
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{id}/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organizations an application belongs to, with its organization roles */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    page_size?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenantId: string;
                            id: string;
                            name: string;
                            description: string | null;
                            customData: {
                                [key: string]: unknown;
                            };
                            isMfaRequired: boolean;
                            color: {
                                primaryColor?: string;
                                isDarkModeEnabled?: boolean;
                                darkPrimaryColor?: string;
                            };
                            branding: {
                                /** Format: uri */
                                logoUrl?: string;
                                /** Format: uri */
                                darkLogoUrl?: string;
                                /** Format: uri */
                                favicon?: string;
                                /** Format: uri */
                                darkFavicon?: string;
                            };
                            customCss: string | null;
                            createdAt: number;
                            organizationRoles: {
                                id: string;
                                name: string;
                            }[];
                        }[];
                    };
                };
                /** @description Error: `{ code, message, data? }` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
