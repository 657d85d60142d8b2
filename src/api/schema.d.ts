export interface paths {
  '/user/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in as staff
     * @description The password step of signing in. Checks the e-mail and password (401 `wrongCredentials` when either is wrong, or the account is disabled or invited) and, when they are right, sets an httpOnly `signin` cookie (10 minutes, sent only to `/user/login/*`) for the code step; no session exists yet. `step` says what follows - `code` (`verifySignInCode`) or, for an account without a second factor, `enrol` with the secret to set up (`enrolSecondFactor`). Rate-limited per IP and per e-mail.
     */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/login/code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Finish signing in with a code
     * @description The code step of signing in, after `login` answered `step` `code`. Takes the 6-digit TOTP code of the person's authenticator app (each code is accepted once; a replay is refused with 401 `codeReplayed` and audited) or one of their single-use recovery codes, then starts the session (the `sid` cookie) and uses the `signin` cookie up. 401 `wrongCode` for a wrong code, `signInTimedOut` without a live `signin` cookie, `secondFactorUnreadable` for a TOTP code when the stored secret does not open with the server's secrets key (recovery codes still work). Rate-limited per IP and per e-mail like `login`.
     */
    post: operations['verifySignInCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/login/enrol': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set up the second factor and finish signing in
     * @description After `login` (or `acceptInvitation`) offered a secret (`step` `enrol`), the person adds it to an authenticator app and types the code it shows. The secret becomes their second factor, ten single-use recovery codes are made (answered once; only their SHA-256 hashes are stored), an e-mail tells the person, and the session starts (the `sid` cookie). 401 `enrolmentCodeWrong` for a wrong code, `signInTimedOut` without a live `signin` cookie, `enrolmentNotOffered` when the account has a second factor already. Rate-limited like `verifySignInCode`.
     */
    post: operations['enrolSecondFactor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/password/forgot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask for a link to choose a new password
     * @description Public. When the address belongs to an enabled staff account with a password, queues an e-mail through the outbox with a single-use link (30 minutes) to the Forgot password page; only a SHA-256 hash of its token is stored and earlier links stop working. The answer (`passwordResetSent`) is the same whether or not the address has an account.
     */
    post: operations['requestPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/password/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Choose a new password with a reset link
     * @description Public. Sets a new password (the `NewPassword` rules) with the link's token and the person's second factor (a TOTP code or a recovery code), uses the link up, ends every session of the person and tells them by e-mail. An unknown, used or expired link is refused with a sentence saying which (400 `passwordResetInvalid`, `passwordResetUsed`, `passwordResetExpired`); a wrong code with 400 `wrongCode` or `codeReplayed` (the link stays usable until it expires).
     */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in person's sessions and recovery codes
     * @description The signed-in person's live sessions (device, address, started and last used; `current` marks this one) and how many unused recovery codes they have.
     */
    get: operations['getMyAccount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change one's own password
     * @description Needs the current password and a code of the second factor (TOTP or recovery code). Sets the new password (the `NewPassword` rules), ends the person's other sessions and tells them by e-mail. 400 `passwordOrCodeWrong` for a wrong current password, a wrong code or a replayed one alike (the answer never tells that the password was right; the code is checked only after a right password). Each attempt is counted against the sign-in limits of `login` (per IP address and per account, the same counters) before the password is checked (429 `tooManySignIns`).
     */
    put: operations['changePassword'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/sessions': {
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
     * End one's other sessions
     * @description Ends every session of the signed-in person except the one of this request.
     */
    delete: operations['endMyOtherSessions'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * End one of one's sessions
     * @description Ends one session of the signed-in person (404 when they have no such session). Ending the session of this request signs out.
     */
    delete: operations['endMySession'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/recovery-codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * New recovery codes
     * @description Needs a code of the second factor (TOTP or recovery code). Replaces every recovery code of the signed-in person with ten new ones, answered once (only their hashes are stored), and tells them by e-mail. 400 `wrongCode` or `codeReplayed` otherwise; attempts are counted like the code step of signing in (429).
     */
    post: operations['regenerateRecoveryCodes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out
     * @description Ends the current session (if any) on the server and clears the cookie. Answers 200 even when no session was live, so a browser can always sign out.
     */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in staff user
     * @description Answers the user of the live session, or 401 when there is none.
     */
    get: operations['getCurrentUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/notices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What the back office's banner warns of
     * @description The server's state every staff screen warns of while it lasts (`mailOffNotice`, `publicUrlNotice`); `public_url_unset` is told to Administrators only.
     */
    get: operations['getServerNotices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/job': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * All open jobs
     * @description Every open job (not filled, closing date not passed), newest first. Closed jobs are listed by `GET /job/manage`.
     */
    get: operations['listJobs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/job/manage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * All jobs for staff
     * @description Every job, open and closed, newest first, for the staff Jobs grid. Each job carries `closed` and its owner.
     */
    get: operations['listManagedJobs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/job/manage/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * One job for staff
     * @description The job with this id as the staff job form edits it, with its owner (which `GET /job/{id}` never shows).
     */
    get: operations['getManagedJob'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/job/owners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Who may own a job
     * @description The people a job's owner may be chosen from (enabled Recruiters and Administrators who have accepted their invitation), by name.
     */
    get: operations['listJobOwners'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/job/titles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every job's id and title
     * @description Every job, open and closed, newest first, with its id and title only, for the Applications list's Job filter (the staff Jobs grid's `GET /job/manage` carries every column, far more than a list of titles needs at an agency's thousands of jobs).
     */
    get: operations['listJobTitles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/job/category/{category}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Jobs of one category
     * @description The open jobs of category `1` (International) or `2` (Domestic), newest first. The body is the list itself.
     */
    get: operations['listJobsByCategory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/job/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search the open jobs, a page at a time
     * @description The open jobs (not filled, closing date not passed) that match every filter given, newest first, 20 a page (`page` is 1-based; a page past the last answers no items), with how many match in all and the facets: what the open jobs of the category (all categories without one) offer to filter by, whatever the other filters. `minSalary` keeps the jobs whose salary reaches it (their maximum, or their minimum when they give no maximum), `maxSalary` those whose salary starts at or below it, each in the job's own currency; a job without amounts is left out by either. `posted` keeps the jobs created within that many days. The public lists (`/international`, `/domestic`) render from this operation with the same parameters.
     */
    get: operations['searchJobs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/job/store': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a job
     * @description Creates a job from multipart form data. The logo must be an `ImageFile` (PNG, JPEG, WebP or GIF within its `x-max-bytes`). A job with the same title, category and location already existing answers 400.
     */
    post: operations['createJob'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/job/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * One job
     * @description The job with this id, open or closed (`closed` says which), so its page can say it is closed.
     */
    get: operations['getJob'];
    /**
     * Update a job
     * @description Replaces the job's fields from multipart form data. The logo is optional; when sent it replaces the old one, which is then deleted. The optional lifecycle fields are replaced too; one left out is cleared (and `filled` left out means not filled), so a job is reopened by sending it without `filled` and with a later `valid_through` or none. The Gujarati and Hindi title and description (`title_gu`, `description_gu`, `title_hi`, `description_hi`) are replaced the same way; one left out or blank is no translation.
     */
    put: operations['updateJob'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/job/delete/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a job
     * @description Deletes the job and its logo. Applications made for it are kept.
     */
    delete: operations['deleteJob'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/clients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Client companies
     * @description Every client company (employer), by name, with its contacts, its GSTIN's state and PAN, and how many requirements (jobs) it has.
     */
    get: operations['listClients'];
    put?: never;
    /**
     * Add a client company
     * @description Adds a client with its contacts. A GSTIN is checked (15 characters: state code, PAN, entity code, `Z` and the mod-36 check character; 400 with a sentence naming what is wrong) and gives the billing state; without a GSTIN the billing address and its state are required. A client with the same name (any letter case) or GSTIN answers 400 `duplicate`. Each contact needs a phone or an e-mail address.
     */
    post: operations['createClient'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/clients/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * One client company
     * @description The client with its contacts.
     */
    get: operations['getClient'];
    /**
     * Change a client company
     * @description Replaces the client's fields and its contacts, checked as when it is added. A contact sent with its `id` is changed, one sent without is added, and one left out is removed. The jobs that name this client publicly take its new name.
     */
    put: operations['updateClient'];
    post?: never;
    /**
     * Delete a client company
     * @description Deletes the client and its contacts. A client that still has requirements (jobs) is not deleted (400 `clientHasRequirements`).
     */
    delete: operations['deleteClient'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/shortlists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The shortlists of a requirement
     * @description Every shortlist shared for the job (a client's requirement), newest first, each with its contact, state (`active`, `expired`, `revoked`) and the client's answer on each shared application. The link itself is never answered again (only its hash is stored).
     */
    get: operations['listShortlists'];
    put?: never;
    /**
     * Share applications with a client contact
     * @description Shares applications of one requirement (a job with a client) with one of that client's contacts. The answer carries the link (`/shortlist/<token>`, a token of 32 random bytes of which only the SHA-256 is stored) once, and a WhatsApp share text; with `send_email` (default true) and a contact with an e-mail address, the link is also mailed through the outbox. The link works for `expiry_days` (default `SHORTLIST_LINK_DAYS`, 14) until revoked; the page is in `language`. Only applications of that job may be shared (400 `shortlistApplicationNotOfJob`); a job without a client answers 400 `shortlistNeedsClient`, a contact of another client 400 `shortlistContactNotOfClient`. Only candidates who agreed to their resume going to employers (`ApplicationDetail.employer_consent`: the apply form's notice from `2026-12`, or an agreement staff recorded) may be shared: otherwise 400 `shortlistNeedsEmployerConsent`, naming them, and nothing is shared.
     */
    post: operations['createShortlist'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/shortlists/{id}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revoke a shortlist's link
     * @description The link stops working at once (its page answers 410 with a sentence); the answers already given stay. Revoking a revoked shortlist changes nothing.
     */
    post: operations['revokeShortlist'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/blog': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * All blog posts
     * @description Every blog post, newest first.
     */
    get: operations['listBlogPosts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/blog/store': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a blog post
     * @description Creates a blog post from multipart form data. The photo must be an `ImageFile` (PNG, JPEG, WebP or GIF within its `x-max-bytes`). A post with the same title already existing answers 400.
     */
    post: operations['createBlogPost'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/blog/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * One blog post
     * @description The blog post with this id.
     */
    get: operations['getBlogPost'];
    /**
     * Update a blog post
     * @description Replaces the post's fields from multipart form data. The photo is optional; when sent it replaces the old one, which is then deleted. The Gujarati and Hindi title and description are replaced too; one left out or blank is no translation.
     */
    put: operations['updateBlogPost'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/blog/delete/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a blog post
     * @description Deletes the post and its photo.
     */
    delete: operations['deleteBlogPost'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/team': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * All team members
     * @description Every team member, in the order they were added.
     */
    get: operations['listTeamMembers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/team/store': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a team member
     * @description Adds a team member from multipart form data. The photo must be an `ImageFile` (PNG, JPEG, WebP or GIF within its `x-max-bytes`). A member with the same name and position already existing answers 400.
     */
    post: operations['createTeamMember'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/team/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * One team member
     * @description The team member with this id.
     */
    get: operations['getTeamMember'];
    /**
     * Update a team member
     * @description Replaces the member's fields from multipart form data. The photo is optional; when sent it replaces the old one, which is then deleted.
     */
    put: operations['updateTeamMember'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/team/delete/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a team member
     * @description Deletes the member and their photo.
     */
    delete: operations['deleteTeamMember'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/applications/store': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Apply for a job
     * @description A job seeker applies for a job with a PDF resume (a `ResumeFile`, within its `x-max-bytes`). Rate-limited per IP. The `website` field is a honeypot that people never fill; a submission with it filled is answered like a success and not stored. A closed job (filled, or past its closing date) answers 400 with the `jobClosed` sentence.
     */
    post: operations['createApplication'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/application-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An applicant checks their application
     * @description The reference plus the e-mail address or the phone number given with the application gives the job, the current status and the date it took it. Any mismatch (an unknown reference, another person's contact) gets the same 404, so references cannot be probed. Checking, withdrawing and asking for erasure share one limit (`RATE_LIMIT_PUBLIC` per 15 minutes) per address and per reference.
     */
    post: operations['checkApplicationStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/application-status/withdraw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An applicant withdraws their application
     * @description With the same reference and contact as the status check, moves an application that is still open (New, Screening, Interview or Offered) to Withdrawn, recorded in its history as done by the applicant, and sends the Withdrawn message in the applicant's language where an e-mail address exists. The same 404 as the status check for any mismatch; 400 for an application already closed.
     */
    post: operations['withdrawApplication'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/application-status/erasure': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An applicant asks for their data to be erased
     * @description With the same reference and contact as the status check. Where the application has an e-mail address, a single-use link (valid 24 hours; only its hash is stored) is sent there in the applicant's language through the outbox, and opening it lets the applicant confirm (`confirmErasure`); otherwise the request goes to the Administrators' Erasure requests screen. Either way the request is recorded in the application's history. The same 404 as the status check for any mismatch.
     */
    post: operations['requestErasure'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/application-status/erasure/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm an erasure with the link mailed to the applicant
     * @description Public. Uses the link up and erases the candidate exactly as `eraseCandidate` does (every application with the same e-mail address or phone number as the one named, with history, notes, resumes and messages, and their enquiries and subscription), in one transaction, recorded in the audit trail. Opening the link (GET of the page) never erases; only this request does. An unknown or used link and an expired one are refused with a sentence saying which (400 `erasureLinkInvalid`, `erasureLinkExpired`).
     */
    post: operations['confirmErasure'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/applications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * All applications
     * @description Every received application, newest first, optionally only those of one status, one job and/or the jobs one staff member owns ("My jobs"). The body is the list itself. Each carries its candidate's other applications (same e-mail, any case, or same phone number).
     */
    get: operations['listApplications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/applications/page': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One page of the applications
     * @description The applications of `GET /applications` one page at a time, sorted and searched on the server, for the Applications screen once there are many (`server_paging` says whether there are as many as the server's threshold, `APPLICATIONS_SERVER_PAGING_THRESHOLD`). Each row carries the fields the list shows only (the View Application screen reads the rest). The search `q` is a case-insensitive substring of the job title the applicant typed, the job's title as applied for and as it is now, the category value and its label, the applicant's name and, from three characters on, the reference.
     */
    get: operations['listApplicationsPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/applications/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Applications as CSV
     * @description The same list as `GET /applications` with the same filters, as a UTF-8 CSV file with a byte-order mark (so spreadsheet programs read Gujarati and Hindi names), one row per application, offered as a download.
     */
    get: operations['exportApplications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/applications/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move applications to a status
     * @description Moves one or several applications to a status in one step (all or nothing; an unknown id changes nothing and answers 404). Each application whose status changes gets a history entry; with `send_message` its applicant is also sent the status's template message (when they gave an e-mail address and the status has a template). Applications already in that status are left as they are. An application that leaves Placed loses its placement (`placeApplication`; removed, with an audit entry), so moving it back to Placed records a new one.
     */
    post: operations['changeApplicationStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/applications/erase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Erase every record of one candidate
     * @description Erases, in one step, every application of the candidate with this e-mail address (any case) and/or phone number (+91, spaces and dashes ignored), with their history, notes, resumes and messages, every message addressed to them, and their enquiries and newsletter subscription. Answers the counts; erasing someone with no records answers zeros. The staff member confirms by typing the candidate's e-mail address or phone number (`confirmation`); one that is neither is refused (400 `eraseConfirmationMismatch`) and erases nothing. `previewCandidateErasure` says beforehand what would be erased.
     */
    post: operations['eraseCandidate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/applications/erasure-preview/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * What erasing this application's candidate would erase
     * @description Read-only. Counts the records `eraseCandidate` would erase for the candidate of this application (its e-mail address and phone number), and names that address and number so the screen can ask for one of them to be typed.
     */
    get: operations['previewCandidateErasure'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/erasure-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Applicants' erasure requests waiting for an Administrator
     * @description The requests of applicants without an e-mail address (made on the status page), pending ones first, then the last 50 handled ones. Each names the application while it exists.
     */
    get: operations['listErasureRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/erasure-requests/{id}/erase': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Erase the candidate of a pending request
     * @description Erases the candidate of the request's application exactly as `eraseCandidate` does (its e-mail address and phone number), marks the request erased and records both in the audit trail. 404 `erasureRequestNotFound` for an unknown or already handled request.
     */
    post: operations['eraseRequestedCandidate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/erasure-requests/{id}/dismiss': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Dismiss a pending request
     * @description Marks the request dismissed (the data is kept, e.g. when the request did not come from the applicant), recorded in the audit trail (`update` of an `erasure-request`). 404 `erasureRequestNotFound` for an unknown or already handled request.
     */
    post: operations['dismissErasureRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/applications/history/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Status history of an application
     * @description Every status change of the application, oldest first, starting with its arrival (`from_status` null, `changed_by` null).
     */
    get: operations['getApplicationHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/applications/notes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * Staff notes on an application
     * @description The notes staff wrote about the application, newest first.
     */
    get: operations['listApplicationNotes'];
    put?: never;
    /**
     * Add a staff note
     * @description Adds a note, signed with the signed-in staff member's name.
     */
    post: operations['addApplicationNote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/applications/channel/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set where an application came from
     * @description Staff record the channel of an application taken in person (`walk_in`) or by phone (`phone`), or correct the one decided at apply time. Answers the `channelSaved` sentence.
     */
    post: operations['setApplicationChannel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/applications/employer-consent/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record the candidate's agreement to share with employers
     * @description For an application sent before the apply form's notice named sharing with employers (`ConsentNoticeVersion` before `2026-12`), staff record the day and the way the candidate agreed (phone, WhatsApp, in person); only then can its resume be shared with a client. Recording it again replaces the record. Answers the `employerConsentSaved` sentence; a day before the application or after today is refused with a sentence.
     */
    post: operations['recordEmployerConsent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/applications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * One application
     * @description The application with this id, with the job's details and the resume path.
     */
    get: operations['getApplication'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/applications/{id}/candidate-profile': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * The profile of an application's candidate
     * @description The profile the application's candidate keeps on their own account (found by the application's phone number or e-mail address, as the account's contact), or null when they keep none. One more read of the candidate's record, so each read is recorded in the audit trail (`profile-read`, with the application's id) as an opened resume is. 404 `applicationNotFound` for an unknown application.
     */
    get: operations['getApplicationCandidateProfile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/candidate/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What fills the apply form for the signed-in job seeker
     * @description Only with the job seeker's own cookie (`candidate_sid`); without it, or with only the staff `sid`, 401. The name and gender of their profile, the phone number or e-mail address they signed in with, whether they keep a profile and whether it holds a stored resume (which `createApplication` copies in with `use_stored_resume`). Never cached. Rate-limited per IP as the public reads are.
     */
    get: operations['getCandidateProfile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/applications/delete/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete an application
     * @description Deletes the application and its resume.
     */
    delete: operations['deleteApplication'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/enquiries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * All enquiries
     * @description Every enquiry received through the contact form, newest first.
     */
    get: operations['listEnquiries'];
    put?: never;
    /**
     * Send a contact enquiry
     * @description Stores a message from the contact form. Rate-limited per IP. The `website` field is a honeypot that people never fill; a submission with it filled is answered like a success and not stored.
     */
    post: operations['createEnquiry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/enquiries/delete/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete an enquiry
     * @description Deletes one enquiry.
     */
    delete: operations['deleteEnquiry'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscribers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * All subscribers
     * @description Every newsletter subscriber, newest first.
     */
    get: operations['listSubscribers'];
    put?: never;
    /**
     * Subscribe to job alerts
     * @description Stores an e-mail address from the footer form, unconfirmed, and queues a message with a confirmation link (double opt-in); an unconfirmed address gets nothing else, and another confirmation at most once a day. Subscribing an address twice is answered like the first time and stores it once. Rate-limited per IP; `website` is a honeypot.
     */
    post: operations['createSubscriber'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscribers/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The confirmation page of a job-alert subscription (double opt-in)
     * @description The link of the confirmation e-mail. Answers a page with a single Confirm button (a GET or HEAD never confirms, so mail scanners that open links cannot complete a subscription a stranger asked for); an address already confirmed gets a page saying so. An unknown token (or one whose address unsubscribed) gets 404 with a page saying the link is no longer valid.
     */
    get: operations['showConfirmSubscription'];
    put?: never;
    /**
     * Confirm a job-alert subscription
     * @description What the confirmation page's button sends. Confirms the address of the token (confirming again changes nothing) and answers a page saying so; job alerts go only to confirmed addresses. 404 with a page when the token is unknown. The body (`application/x-www-form-urlencoded`, at most 4 KB) is read and ignored; it may be empty. No session is needed; a browser's cross-site form post is refused (403) like every state-changing request.
     */
    post: operations['confirmSubscriber'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscribers/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The unsubscribe page of a job-alert e-mail
     * @description The unsubscribe link in every job alert. Answers a page with a single Unsubscribe button (a GET never unsubscribes, so mail scanners that open links cannot unsubscribe anyone); 404 with a page when the token is unknown.
     */
    get: operations['showUnsubscribe'];
    put?: never;
    /**
     * Unsubscribe from job alerts in one click (RFC 8058)
     * @description What the page's button and mail programs' one-click unsubscribe (`List-Unsubscribe-Post` with the body `List-Unsubscribe=One-Click`) send. Deletes the subscription of the token and its queued messages, and answers a page saying so; 404 with a page when the token is unknown. The body (`application/x-www-form-urlencoded`, at most 4 KB) is read and ignored; it may be empty. No session is needed; a browser's cross-site form post is refused (403) like every state-changing request.
     */
    post: operations['unsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscribers/delete/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a subscriber
     * @description Removes one subscriber.
     */
    delete: operations['deleteSubscriber'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/outbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Outgoing e-mail
     * @description The newest 500 messages of the outbox, newest first, optionally of one state. `pending` messages wait for their next attempt (all of them, when no SMTP server is configured), `sending` ones are being handed to the SMTP server, `sent` ones were accepted by it, and `failed` ones were given up after repeated refusals.
     */
    get: operations['listOutbox'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/mail-templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Status-change message templates
     * @description The message of each status that has one (every status but New). Subjects and bodies may use the placeholders `{name}`, `{job}`, `{reference}`, `{status}` and `{agency}`.
     */
    get: operations['listMailTemplates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/mail-templates/{status}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The status whose message this is */
        status: components['schemas']['ApplicationStatus'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Edit a status-change message
     * @description Replaces the subject and body of a status's message in one language (English unless `language` says `gu` or `hi`; a missing translation is created). Unknown placeholders are refused with 400.
     */
    put: operations['updateMailTemplate'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/mail-templates/{status}/translations/{language}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The status whose message this is */
        status: components['schemas']['ApplicationStatus'];
        /** @description The translation to remove (`gu` or `hi`) */
        language: components['schemas']['Language'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a status message's translation
     * @description Removes the Gujarati or Hindi version of a status's message, so applicants in that language get the English one. 404 for English, for New and for a translation that does not exist.
     */
    delete: operations['deleteMailTemplateTranslation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Staff accounts
     * @description Every staff account (enabled or not), by name.
     */
    get: operations['listStaff'];
    put?: never;
    /**
     * Invite a person to the back office
     * @description Creates an account without a password (`invited`) and queues an e-mail through the outbox with a single-use link, valid 24 hours, to the page where the person chooses a password (`acceptInvitation`). Only a SHA-256 hash of the link's token is stored. An e-mail address that already has an account is refused (400 `staffEmailTaken`). Without a mail transport (no `SMTP_URL`) the answer says so and carries the same link (`link`), for this Administrator to pass on; the audit entry records that it was shown. With one, the link is never in the answer.
     */
    post: operations['inviteStaffMember'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/{id}/invitation': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send an invitation again
     * @description Issues a new single-use link (24 hours) to a person who has not accepted their invitation yet and queues it by e-mail; every earlier link of theirs stops working. A person who already has a password is refused (400 `invitationNotPending`). Without a mail transport the answer carries the link, as `inviteStaffMember`'s does.
     */
    post: operations['resendStaffInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/{id}/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Give a colleague a link to choose a new password
     * @description An Administrator's forgot-password for a colleague. Issues the same single-use link (30 minutes) as `requestPasswordReset` and queues it by e-mail; their earlier reset links stop working. Without a mail transport the answer carries the link (`link`) for this Administrator to pass on; with one, it never does. Audited (`password-reset-issued`, and whether the link was shown). A person without a password yet (400 `passwordResetNotAccepted`) or a disabled account (400 `passwordResetDisabled`) is refused.
     */
    post: operations['issueStaffPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invitations/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Whether an invitation link can still be used
     * @description Public. Answers whether the link's token can still choose a password, before the person types one. An unknown, replaced, used or expired link is refused with the same sentences as `acceptInvitation` (400 `invitationInvalid`, `invitationUsed`, `invitationExpired`). Changes nothing.
     */
    post: operations['checkInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invitations/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Choose a password with an invitation link
     * @description Public. Sets the password of the invited account (the `NewPassword` rules, and not a common or leaked password), marks it active and uses the link up, all in one transaction. An unknown, replaced, used or expired link is refused with a sentence saying which (400 `invitationInvalid`, `invitationUsed`, `invitationExpired`). The answer then offers the second factor to set up, as `login` does (`enrolment`, and the `signin` cookie for `enrolSecondFactor`).
     */
    post: operations['acceptInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Change a staff member's role or enabled state
     * @description Sets the role and whether the account is enabled. Disabling ends the person's sessions at once; an account is never deleted, so its history keeps its name. The last enabled Administrator cannot be disabled or given another role (400 `lastAdministrator`).
     */
    put: operations['updateStaffMember'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/{id}/second-factor': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a staff member's second factor (a lost phone)
     * @description Removes the person's TOTP secret and recovery codes and ends their sessions; they set up a new second factor at their next sign-in. The person is told by e-mail.
     */
    delete: operations['resetStaffSecondFactor'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One page of the audit trail
     * @description Entries of the audit trail, newest first, one page at a time with how many match (`total`), optionally only those of a person (part of the name, any case), one action, a range of days (UTC, both days included) and a search `q`. Refused sign-ins (`sign-in-failed`, `sign-in-locked`) are counted, one entry per action, address, account and minute with the number of attempts (`count`). No operation changes or deletes entries; the daily retention run removes those older than `AUDIT_RETENTION_DAYS`.
     */
    get: operations['listAuditEntries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/audit/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The audit trail as CSV
     * @description The entries `GET /audit` finds with the same filters, newest first, at most `maxItems` of `AuditEntries` (narrow the filters for older ones), as a UTF-8 CSV file with a byte-order mark, offered as a download.
     */
    get: operations['exportAuditEntries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The recruitment dashboard
     * @description Staff's figures over a range of days in the agency's time (India, UTC+05:30), both ends included (by default the 30 days ending today): applications per day or week by channel and by page language; the pipeline funnel counted from the status history (an application that was ever in a status counts as having reached it, whatever its status now); the median days spent in each status (stays that have ended) and from application to Placed; per job, the applications received in the range, how many of them are still in the pipeline (New to Offered) and placed; open jobs closing in the next 7 days and open jobs without an application in the last 14 days; the outbox (waiting, failed in the last 7 days, the oldest waiting); and job-alert subscribers confirmed per period. A range that ends before it starts or spans more days than allowed answers 400 with the `dashboardRange` sentence. Accounts open it for the receivables card (`getReceivables`); its figures are counts, with no applicant's personal data.
     */
    get: operations['getDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/applications/{id}/placement': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move an application of a client's requirement to Placed, recording its placement
     * @description In one step, moves the application to Placed (as `changeApplicationStatus` does, with a history entry and, with `send_message`, the applicant's message) and records its placement: the joining date, the annual CTC (a percentage fee) or the monthly rate (a monthly rate per worker; the requirement's rate when left out), the fee the requirement's terms give (round half up to the paisa, never floating point) and the guarantee's last day (joining date plus the guarantee days). `fee_paise` other than the computed fee needs `fee_reason` (400 `placementFeeReason`). With `replaces_placement_id` it replaces a placement of the same requirement whose candidate left within the guarantee. An application of a job that is not a client's requirement answers 400 `placementNotRequirement` (move it with `changeApplicationStatus`); one that has a placement answers 400 `placementExists`.
     */
    post: operations['placeApplication'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/placements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Placements
     * @description Placements, latest joining date first, with their client, job and candidate, the computed and agreed fees in paise, the guarantee's last day and their state (`active`, `left`, `replaced`); `replacement_due` when the candidate left within the guarantee and no replacement is placed yet. Filtered by client, job or application.
     */
    get: operations['listPlacements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/placements/{id}/fee': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Change a placement's agreed fee
     * @description Sets the agreed fee (paise). A fee other than the computed one needs a reason (400 `placementFeeReason`); the computed fee is kept beside it, and the change is in the audit trail.
     */
    put: operations['updatePlacementFee'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/placements/{id}/left': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record that a placed candidate left
     * @description Records the day the candidate left (not before joining; 400 `placementLeftDate`) and why. Left on or before the guarantee's last day (calendar dates in India), the placement answers `replacement_due` until another candidate is placed on the same requirement with `replaces_placement_id` (`placeApplication`).
     */
    post: operations['markPlacementLeft'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Invoices and credit notes
     * @description Every invoice and credit note, drafts first, then the issued ones latest first; filtered by client or placement. Amounts in paise.
     */
    get: operations['listInvoices'];
    put?: never;
    /**
     * Start a draft invoice
     * @description A draft from a placement (`placement_id`: one line of permanent placement, its agreed fee), from a month of a staffing requirement (`job_id` and `period` `YYYY-MM`, with the deployment register as lines: worker, days, daily rate) or by hand (`client_id` and `lines`). The place of supply is the client's GSTIN's state, else its billing state (IGST Act s.12(2)); the same state as the agency's gives CGST + SGST, another IGST. Tax per line is rounded to the paisa, the total to the rupee with a round-off. A draft has no number until issued.
     */
    post: operations['createInvoice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invoices/placements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Placements to invoice
     * @description Every placement with what an invoice needs of it (client, candidate's name, requirement, joining date, agreed fee) and the number of its issued invoice, if any; latest joining first.
     */
    get: operations['listBillablePlacements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invoices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** One invoice or credit note, with its lines */
    get: operations['getInvoice'];
    /**
     * Change a draft
     * @description Replaces a draft's lines and notes (and client, for one made by hand). An issued invoice or credit note never changes: 409 `invoiceIssuedUnchangeable` (correct it with a credit note).
     */
    put: operations['updateInvoice'];
    post?: never;
    /**
     * Delete a draft
     * @description Only a draft can be deleted; an issued document answers 409.
     */
    delete: operations['deleteInvoice'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invoices/{id}/issue': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Issue a draft
     * @description Gives the draft the next number of its series in the financial year of today in India (1 April to 31 March), the date, and the agency's tax details, in one transaction that increments the series' counter: numbers are consecutive, unique and never skip, however many are issued at once. Then the document never changes. Audited (`issue`).
     */
    post: operations['issueInvoice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invoices/{id}/credit-note': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Correct an issued invoice by a credit note
     * @description Issues a credit note (CGST rule 53) in its own series, referencing the invoice (its number and date), with the same recipient and place of supply: the whole invoice when `lines` is left out, else the lines given. It cannot credit more taxable value than the invoice has left. Audited (`issue`).
     */
    post: operations['createCreditNote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invoices/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * The issued invoice or credit note as a PDF
     * @description Every field of CGST rule 46 (rule 53 for a credit note), the amount in words, the bank details, a UPI QR code of the total when the agency has a UPI id, and the e-invoicing declaration. Fonts embedded.
     */
    get: operations['getInvoicePdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invoices/{id}/send': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the issued document to the client
     * @description Queues an English mail with the PDF attached to the client's billing contact (its first contact with an e-mail address) through the outbox. Audited (`send`).
     */
    post: operations['sendInvoice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invoices/{id}/payments': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * An invoice's payments and what is still due
     * @description The payments received against an issued invoice (with the TDS the client deducted), oldest first, and its settlement: total, credit notes, paid, TDS, due (total − credit notes − paid − TDS) and its state (`unpaid`, `part-paid`, `paid`). Reversed payments are listed (with who reversed them, when and why) but count towards neither paid nor TDS. A draft or a credit note has no payments.
     */
    get: operations['listInvoicePayments'];
    put?: never;
    /**
     * Record a payment (and the TDS deducted) against an issued invoice
     * @description Records what the client paid (date, amount, mode, reference) and the TDS it deducted (section and amount, for reconciliation with Form 26AS); paid plus TDS settles the invoice. A receipt of TDS alone (amount 0 with a positive TDS, when the client sends its TDS certificate later) is allowed. Refused with a sentence (400) for a negative amount, an amount and TDS both zero, an amount plus TDS over what is due, a date in the future (India) or before the invoice date, TDS without its section; 409 for a draft or a credit note, or an invoice already settled. Audited (`create` of a `payment`).
     */
    post: operations['recordPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payments/{id}/reversal': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reverse a payment recorded by mistake
     * @description Marks a recorded payment (or receipt of TDS) as reversed, with the reason, who and when; the row is kept (money records are never deleted) and no longer counts towards the invoice's paid and TDS, so its state, the client's outstanding and the ageing follow. Answers the invoice's payments as `listInvoicePayments` does. 400 without a reason; 404 for an unknown payment; 409 with a sentence for a payment already reversed. Audited (`reverse` of a `payment`, with the reason).
     */
    post: operations['reversePayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invoices/{id}/reminder': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Remind the client of what is due on an invoice
     * @description Queues an English mail through the outbox to the client's billing contact (its first contact with an e-mail address) listing the invoice's number, date, total, paid (with TDS) and due, with the agency's bank details. Only for an issued invoice with something due (409 otherwise). Audited (`send` of a `payment-reminder`).
     */
    post: operations['sendPaymentReminder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invoices/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A month's invoice register for GSTR-1 (CSV or XLSX)
     * @description The invoices and credit notes issued in a calendar month (India), one row per document and tax rate, with the columns of GSTR-1's B2B and B2C sections: section (`B2B` for a registered recipient, `B2C` otherwise, `CDNR`/`CDNUR` for a credit note to a registered/unregistered one), GSTIN/UIN of recipient, receiver name, document type, number and date, invoice value, place of supply (`24-Gujarat`), reverse charge, rate, taxable value, IGST, CGST, SGST, cess, and for a credit note the invoice it corrects. A credit note's amounts are negative, so a column's sum is the month's net. Amounts in rupees with two decimals (numbers in the XLSX). Audited (`export`).
     */
    get: operations['exportInvoiceRegister'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invoices/payments-register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A month's payments (CSV or XLSX)
     * @description The payments received in a calendar month (India): date, invoice number and date, client, GSTIN, mode, reference, amount received, TDS section, TDS amount, the two together, and `Reversed`: empty for a payment that counts, else the India day it was reversed and why (`2026-05-10: cheque bounced`). A reversed payment stays in the month it was received as it was recorded (not as a negative row): leave out the rows with a `Reversed` entry to sum what was received. Amounts in rupees with two decimals (numbers in the XLSX). Audited (`export`).
     */
    get: operations['exportPayments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invoices/deployment-register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Read a month's deployment register from CSV
     * @description Reads a CSV of the workers deployed in a month (a header row, then one row per worker: worker name, days (halves allowed, e.g. 24.5), daily rate in rupees) and answers its rows as invoice lines. Nothing is stored. A row that is not right answers 400 with one sentence per wrong row, each naming its line of the file.
     */
    post: operations['importDeploymentRegister'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/receivables': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What each client owes, and its ageing
     * @description For every client with something due on an issued invoice: the number of such invoices, its outstanding (the sum of what is due: totals less credit notes, payments and TDS) and that outstanding by age: 0–30, 31–60, 61–90 and over 90 days past the invoice date (the invoices carry no due date), counted in India's calendar days as of today; and the totals. Largest outstanding first.
     */
    get: operations['getReceivables'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dashboard/clients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The dashboard's figures per client
     * @description For every client: its requirements open (jobs not closed: not filled and not past their closing day in India), candidates shared (the applications to its requirements; shortlists are not counted yet), interviews (applications to its requirements that ever reached Interview, from the status history), placements and fees (the sum of the agreed fees in paise; monthly rates count one month). All time, by client name.
     */
    get: operations['getClientFigures'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agency': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The agency's details
     * @description The agency's name, phone numbers, WhatsApp number, e-mail, address, map and street-view embeds,
     *     social profiles, embeddable social feeds and registrations, as configured on the server
     *     (`AGENCY_CONFIG`). A field that is not configured is absent. Cached by browsers for five
     *     minutes; answers 304 to a matching `If-None-Match`.
     */
    get: operations['getAgency'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Liveness check
     * @description Answers `{ "status": "ok" }` while the server is running. Touches nothing else, so load balancers and the benchmark can call it cheaply.
     */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Backups and their outcomes
     * @description Whether scheduled backups are on (a backup directory is set), how many archives are kept, when the last successful backup finished, whether that is more than two days ago (`stale`, the back office then shows a warning), and the newest 100 runs, newest first.
     */
    get: operations['listBackups'];
    put?: never;
    /**
     * Back up now
     * @description Starts a backup into the backup directory and answers at once with the new run (`running`); its outcome shows in the list when it finishes. 409 when backups are off (no backup directory) or one is already running in this process.
     */
    post: operations['runBackup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The process answers
     * @description For a process supervisor: answers `{ "status": "ok" }` as long as the process runs its event loop, even while it drains or is overloaded. Touches nothing else.
     */
    get: operations['getLiveness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Ready to take traffic
     * @description For a load balancer: 200 when the database answers, every migration is applied, the process is not shutting down and Redis answers (when `REDIS_URL` is set); otherwise 503 with `Retry-After` and the failing checks. Answers 503 as soon as a shutdown begins, while in-flight requests finish.
     */
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/files/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A stored image or resume
     * @description Serves a stored file by its content-addressed name with its own Content-Type and `X-Content-Type-Options nosniff`. Images are public and cached for a year; resumes need a staff session and are never cached, and every time staff open one the audit trail records `resume-opened` for the application (the `application` asked for when it has this resume, otherwise each application that has it).
     */
    get: operations['getFile'];
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
    /** @description A one-line text */
    ShortText: string;
    /** @description A one-line text that must not be empty or only spaces */
    RequiredShortText: string & components['schemas']['ShortText'];
    /** @description An e-mail address (internationalised domains accepted, the local part in ASCII), or nothing */
    EmailText: string & components['schemas']['ShortText'];
    /** @description An e-mail address that must be given */
    RequiredEmailText: string & components['schemas']['EmailText'];
    /** @description A plain-text message */
    LongText: string;
    /**
     * Format: binary
     * @description A PNG, JPEG, WebP or GIF image of at most `x-max-bytes` bytes
     */
    ImageFile: Blob;
    /**
     * Format: binary
     * @description A PDF of at most `x-max-bytes` bytes
     */
    ResumeFile: Blob;
    BackupRun: {
      id: number;
      /** @enum {string} */
      trigger: 'scheduled' | 'manual';
      /** @enum {string} */
      status: 'running' | 'ok' | 'failed';
      /** @description UTC `YYYY-MM-DD HH:MM:SS` */
      started_at: string;
      /** @description UTC `YYYY-MM-DD HH:MM:SS`; null while running */
      finished_at: string | null;
      /** @description The archive's name in the backup directory */
      file_name: string | null;
      /** @description The archive's size in bytes */
      size: number | null;
      /** @description Why a failed run stopped */
      error: string | null;
    };
    BackupOverview: {
      /** @description False on PostgreSQL when no `BACKUP_DIR` is set (no scheduled backups) */
      enabled: boolean;
      directory: string | null;
      /** @description How many archives are kept (`BACKUP_KEEP`); older ones are deleted */
      keep: number;
      /** @description When the last successful backup finished, UTC `YYYY-MM-DD HH:MM:SS` */
      last_success_at: string | null;
      /** @description True when no backup has succeeded in the last two days */
      stale: boolean;
      runs: components['schemas']['BackupRun'][];
    };
    Readiness: {
      /** @enum {string} */
      status: 'ready' | 'unavailable';
      checks: {
        /**
         * @description A query answered
         * @enum {string}
         */
        database: 'ok' | 'failed';
        /**
         * @description Every migration this version knows is applied
         * @enum {string}
         */
        migrations: 'ok' | 'pending';
        /**
         * @description Draining once a shutdown has begun
         * @enum {string}
         */
        shutdown: 'running' | 'draining';
        /**
         * @description Off when no `REDIS_URL` is set
         * @enum {string}
         */
        redis: 'ok' | 'failed' | 'off';
      };
    };
    Message: {
      /** @description A sentence a person understands */
      message: string;
    };
    /**
     * @description `1` = International, `2` = Domestic
     * @enum {string}
     */
    Category: '1' | '2';
    /**
     * @description The language of the page a person wrote from (`en` English, `gu` Gujarati, `hi` Hindi); every message to that person is written in it. Optional in a form; without it, English.
     * @default en
     * @enum {string}
     */
    Language: 'en' | 'gu' | 'hi';
    /**
     * @description Google's employment types for a JobPosting
     * @enum {string}
     */
    EmploymentType:
      'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'VOLUNTEER' | 'PER_DIEM' | 'OTHER';
    /**
     * @description An ISO 3166-1 alpha-2 country code, e.g. `IN`, `AE` (officially assigned codes only)
     * @enum {string}
     */
    CountryCode:
      | 'AD'
      | 'AE'
      | 'AF'
      | 'AG'
      | 'AI'
      | 'AL'
      | 'AM'
      | 'AO'
      | 'AQ'
      | 'AR'
      | 'AS'
      | 'AT'
      | 'AU'
      | 'AW'
      | 'AX'
      | 'AZ'
      | 'BA'
      | 'BB'
      | 'BD'
      | 'BE'
      | 'BF'
      | 'BG'
      | 'BH'
      | 'BI'
      | 'BJ'
      | 'BL'
      | 'BM'
      | 'BN'
      | 'BO'
      | 'BQ'
      | 'BR'
      | 'BS'
      | 'BT'
      | 'BV'
      | 'BW'
      | 'BY'
      | 'BZ'
      | 'CA'
      | 'CC'
      | 'CD'
      | 'CF'
      | 'CG'
      | 'CH'
      | 'CI'
      | 'CK'
      | 'CL'
      | 'CM'
      | 'CN'
      | 'CO'
      | 'CR'
      | 'CU'
      | 'CV'
      | 'CW'
      | 'CX'
      | 'CY'
      | 'CZ'
      | 'DE'
      | 'DJ'
      | 'DK'
      | 'DM'
      | 'DO'
      | 'DZ'
      | 'EC'
      | 'EE'
      | 'EG'
      | 'EH'
      | 'ER'
      | 'ES'
      | 'ET'
      | 'FI'
      | 'FJ'
      | 'FK'
      | 'FM'
      | 'FO'
      | 'FR'
      | 'GA'
      | 'GB'
      | 'GD'
      | 'GE'
      | 'GF'
      | 'GG'
      | 'GH'
      | 'GI'
      | 'GL'
      | 'GM'
      | 'GN'
      | 'GP'
      | 'GQ'
      | 'GR'
      | 'GS'
      | 'GT'
      | 'GU'
      | 'GW'
      | 'GY'
      | 'HK'
      | 'HM'
      | 'HN'
      | 'HR'
      | 'HT'
      | 'HU'
      | 'ID'
      | 'IE'
      | 'IL'
      | 'IM'
      | 'IN'
      | 'IO'
      | 'IQ'
      | 'IR'
      | 'IS'
      | 'IT'
      | 'JE'
      | 'JM'
      | 'JO'
      | 'JP'
      | 'KE'
      | 'KG'
      | 'KH'
      | 'KI'
      | 'KM'
      | 'KN'
      | 'KP'
      | 'KR'
      | 'KW'
      | 'KY'
      | 'KZ'
      | 'LA'
      | 'LB'
      | 'LC'
      | 'LI'
      | 'LK'
      | 'LR'
      | 'LS'
      | 'LT'
      | 'LU'
      | 'LV'
      | 'LY'
      | 'MA'
      | 'MC'
      | 'MD'
      | 'ME'
      | 'MF'
      | 'MG'
      | 'MH'
      | 'MK'
      | 'ML'
      | 'MM'
      | 'MN'
      | 'MO'
      | 'MP'
      | 'MQ'
      | 'MR'
      | 'MS'
      | 'MT'
      | 'MU'
      | 'MV'
      | 'MW'
      | 'MX'
      | 'MY'
      | 'MZ'
      | 'NA'
      | 'NC'
      | 'NE'
      | 'NF'
      | 'NG'
      | 'NI'
      | 'NL'
      | 'NO'
      | 'NP'
      | 'NR'
      | 'NU'
      | 'NZ'
      | 'OM'
      | 'PA'
      | 'PE'
      | 'PF'
      | 'PG'
      | 'PH'
      | 'PK'
      | 'PL'
      | 'PM'
      | 'PN'
      | 'PR'
      | 'PS'
      | 'PT'
      | 'PW'
      | 'PY'
      | 'QA'
      | 'RE'
      | 'RO'
      | 'RS'
      | 'RU'
      | 'RW'
      | 'SA'
      | 'SB'
      | 'SC'
      | 'SD'
      | 'SE'
      | 'SG'
      | 'SH'
      | 'SI'
      | 'SJ'
      | 'SK'
      | 'SL'
      | 'SM'
      | 'SN'
      | 'SO'
      | 'SR'
      | 'SS'
      | 'ST'
      | 'SV'
      | 'SX'
      | 'SY'
      | 'SZ'
      | 'TC'
      | 'TD'
      | 'TF'
      | 'TG'
      | 'TH'
      | 'TJ'
      | 'TK'
      | 'TL'
      | 'TM'
      | 'TN'
      | 'TO'
      | 'TR'
      | 'TT'
      | 'TV'
      | 'TW'
      | 'TZ'
      | 'UA'
      | 'UG'
      | 'UM'
      | 'US'
      | 'UY'
      | 'UZ'
      | 'VA'
      | 'VC'
      | 'VE'
      | 'VG'
      | 'VI'
      | 'VN'
      | 'VU'
      | 'WF'
      | 'WS'
      | 'YE'
      | 'YT'
      | 'ZA'
      | 'ZM'
      | 'ZW';
    /**
     * @description An ISO 4217 currency code, e.g. `INR`, `AED` (currencies only, no funds, metals or units of account); `INR` when a salary amount is given without one
     * @enum {string}
     */
    CurrencyCode:
      | 'AED'
      | 'AFN'
      | 'ALL'
      | 'AMD'
      | 'ANG'
      | 'AOA'
      | 'ARS'
      | 'AUD'
      | 'AWG'
      | 'AZN'
      | 'BAM'
      | 'BBD'
      | 'BDT'
      | 'BGN'
      | 'BHD'
      | 'BIF'
      | 'BMD'
      | 'BND'
      | 'BOB'
      | 'BRL'
      | 'BSD'
      | 'BTN'
      | 'BWP'
      | 'BYN'
      | 'BZD'
      | 'CAD'
      | 'CDF'
      | 'CHF'
      | 'CLP'
      | 'CNY'
      | 'COP'
      | 'CRC'
      | 'CUC'
      | 'CUP'
      | 'CVE'
      | 'CZK'
      | 'DJF'
      | 'DKK'
      | 'DOP'
      | 'DZD'
      | 'EGP'
      | 'ERN'
      | 'ETB'
      | 'EUR'
      | 'FJD'
      | 'FKP'
      | 'GBP'
      | 'GEL'
      | 'GHS'
      | 'GIP'
      | 'GMD'
      | 'GNF'
      | 'GTQ'
      | 'GYD'
      | 'HKD'
      | 'HNL'
      | 'HTG'
      | 'HUF'
      | 'IDR'
      | 'ILS'
      | 'INR'
      | 'IQD'
      | 'IRR'
      | 'ISK'
      | 'JMD'
      | 'JOD'
      | 'JPY'
      | 'KES'
      | 'KGS'
      | 'KHR'
      | 'KMF'
      | 'KPW'
      | 'KRW'
      | 'KWD'
      | 'KYD'
      | 'KZT'
      | 'LAK'
      | 'LBP'
      | 'LKR'
      | 'LRD'
      | 'LSL'
      | 'LYD'
      | 'MAD'
      | 'MDL'
      | 'MGA'
      | 'MKD'
      | 'MMK'
      | 'MNT'
      | 'MOP'
      | 'MRU'
      | 'MUR'
      | 'MVR'
      | 'MWK'
      | 'MXN'
      | 'MYR'
      | 'MZN'
      | 'NAD'
      | 'NGN'
      | 'NIO'
      | 'NOK'
      | 'NPR'
      | 'NZD'
      | 'OMR'
      | 'PAB'
      | 'PEN'
      | 'PGK'
      | 'PHP'
      | 'PKR'
      | 'PLN'
      | 'PYG'
      | 'QAR'
      | 'RON'
      | 'RSD'
      | 'RUB'
      | 'RWF'
      | 'SAR'
      | 'SBD'
      | 'SCR'
      | 'SDG'
      | 'SEK'
      | 'SGD'
      | 'SHP'
      | 'SLE'
      | 'SOS'
      | 'SRD'
      | 'SSP'
      | 'STN'
      | 'SVC'
      | 'SYP'
      | 'SZL'
      | 'THB'
      | 'TJS'
      | 'TMT'
      | 'TND'
      | 'TOP'
      | 'TRY'
      | 'TTD'
      | 'TWD'
      | 'TZS'
      | 'UAH'
      | 'UGX'
      | 'USD'
      | 'UYU'
      | 'UZS'
      | 'VED'
      | 'VES'
      | 'VND'
      | 'VUV'
      | 'WST'
      | 'XAF'
      | 'XCD'
      | 'XOF'
      | 'XPF'
      | 'YER'
      | 'ZAR'
      | 'ZMW';
    /** @description A salary amount per `salary_period` (the minimum must not exceed the maximum) */
    SalaryAmount: number;
    /**
     * @description What a salary amount is paid for
     * @enum {string}
     */
    SalaryPeriod: 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
    /**
     * @description The visa a job abroad is offered on; only an `employment` visa is lawful for work abroad
     * @enum {string}
     */
    VisaType: 'employment' | 'visit' | 'tourist' | 'student' | 'other';
    /**
     * @description What an audit entry records. `sign-in`, `sign-in-failed` (wrong e-mail or password, or a disabled account) and `sign-in-locked` (refused by the sign-in limits); `create`, `update` and `delete` of a record; `status-change`, `note-added`, `export`, `resume-opened` (a staff member downloaded or viewed an applicant's resume) and `erase` (a candidate's records) in the pipeline; `retention-run` (the daily erasure, by nobody); `invite` and `resend-invitation` of a staff member (by an Administrator) and `accept-invitation` (by the invited person, who chose a password); `second-factor-enrolled`, `code-failed` (a wrong code), `code-replayed` (a TOTP code used a second time), `recovery-code-used`, `recovery-codes-renewed`, `password-changed`, `password-reset-requested`, `password-reset`, `password-reset-issued` (an Administrator gave a colleague a reset link), `sessions-ended` (by the person, on My account) and `second-factor-reset` (by an Administrator); `shortlist-shared` and `shortlist-revoked` by staff, `shortlist-viewed` (every opening of a shortlist link's page or a resume through it) and `shortlist-answered` by the client contact, whose name the entry carries; `issue` of an invoice or a credit note (its number) and `send` of one to the client (or of a `payment-reminder`); a recorded payment is a `create` of a `payment` and its reversal a `reverse` of it (with the reason), the invoice and payment registers an `export`; `profile-read` (a staff member read the profile of an application's candidate).
     * @enum {string}
     */
    AuditAction:
      | 'sign-in'
      | 'sign-in-failed'
      | 'sign-in-locked'
      | 'create'
      | 'update'
      | 'delete'
      | 'status-change'
      | 'note-added'
      | 'export'
      | 'resume-opened'
      | 'erase'
      | 'retention-run'
      | 'invite'
      | 'resend-invitation'
      | 'accept-invitation'
      | 'second-factor-enrolled'
      | 'code-failed'
      | 'code-replayed'
      | 'recovery-code-used'
      | 'recovery-codes-renewed'
      | 'password-changed'
      | 'password-reset-requested'
      | 'password-reset'
      | 'password-reset-issued'
      | 'sessions-ended'
      | 'second-factor-reset'
      | 'shortlist-shared'
      | 'shortlist-revoked'
      | 'shortlist-viewed'
      | 'shortlist-answered'
      | 'issue'
      | 'send'
      | 'profile-read'
      | 'reverse';
    StaffMember: {
      id: number;
      name: string;
      email: string;
      role: components['schemas']['StaffRole'];
      /** @description True while the person has not accepted their invitation (no password exists yet) */
      invited: boolean;
      /** @description False for a disabled account (it cannot sign in) */
      enabled: boolean;
      /** @description How many live sessions the person has now (given in the list, `GET /staff`); disabling the account ends them */
      sessions?: number;
      created_at: string;
    };
    /** @description A password a person chooses. 12 to 128 characters (Unicode code points), any characters, no composition rules; the server also refuses a password on its list of common or leaked passwords (400 `passwordCommon`). */
    NewPassword: string;
    StaffInvitation: {
      name: components['schemas']['RequiredShortText'];
      email: components['schemas']['EmailText'];
      role: components['schemas']['StaffRole'];
    };
    InvitationToken: {
      /** @description The token of the invitation link (its `token` query value) */
      token: string;
    };
    /** @description Only without a mail transport (no `SMTP_URL`) and only to the Administrator who issued it, once - the single-use link the queued e-mail carries, to pass on by hand */
    HandedLink: string;
    LinkIssued: {
      message: string;
      link?: components['schemas']['HandedLink'];
    };
    ServerNotices: {
      /** @description No mail transport is configured (no `SMTP_URL`); e-mail only waits in the outbox */
      mail_off: boolean;
      /** @description A live site (`NODE_ENV=production`) without `PUBLIC_URL`; told to Administrators only (false for other roles) */
      public_url_unset: boolean;
    };
    InvitationAcceptance: {
      /** @description The token of the invitation link (its `token` query value) */
      token: string;
      password: components['schemas']['NewPassword'];
    };
    StaffUpdate: {
      role: components['schemas']['StaffRole'];
      enabled: boolean;
    };
    /** @description Audit entries, newest first; a page of the list has at most `page_size`, a CSV export at most `maxItems` (narrow the filters to see older ones) */
    AuditEntries: components['schemas']['AuditEntry'][];
    AuditPage: {
      data: components['schemas']['AuditEntries'];
      /** @description How many entries match the filters */
      total: number;
    };
    AuditEntry: {
      id: number;
      /** @description When, in UTC (`YYYY-MM-DD HH:MM:SS`) */
      created_at: string;
      /** @description The staff member who acted; null when nobody was signed in (a failed sign-in, the retention run) */
      staff_id: number | null;
      /** @description Their name at the time; empty when nobody was signed in */
      staff_name: string;
      /** @description The address the request came from */
      address: string;
      action: components['schemas']['AuditAction'];
      /** @description What was acted on (`job`, `blog-post`, `team-member`, `application`, `candidate`, `enquiry`, `subscriber`, `mail-template`, `session`, `staff`, `erasure-request`, `client`, `backup` for an `export` of every record started with Back up now) */
      resource: string;
      /** @description The record's id (a mail template's status), when the action concerns one record */
      record_id: string | null;
      /** @description Who a `staff` or `session` record is, as `Name <e-mail>` today; null for other records and for an account that no longer exists */
      record_name: string | null;
      /** @description Field names and values of the change; never passwords, tokens or file contents */
      summary: string;
      /** @description How many attempts the entry stands for (refused sign-ins are counted per action, address, account and minute); 1 for every other entry */
      count: number;
    };
    /** @description A GST state code, `01` to `38` (src/domain/gstin.ts names each state and union territory) */
    GstStateCode: string;
    Client: {
      id: number;
      name: string;
      /** @description The GSTIN (15 characters, upper case), or null */
      gstin: string | null;
      /** @description The PAN derived from the GSTIN (its characters 3 to 12), or null without a GSTIN */
      pan: string | null;
      billing_address: string;
      /** @description The GST state code of the billing address (the GSTIN's state when there is a GSTIN) */
      billing_state: string | null;
      /** @description The name of that state */
      billing_state_name: string | null;
      contacts: components['schemas']['ClientContact'][];
      /** @description How many jobs are this client's requirements */
      requirements: number;
      /** @description `YYYY-MM-DD HH:MM:SS` (UTC) */
      created_at: string;
      /** @description `YYYY-MM-DD HH:MM:SS` (UTC) of the last change */
      updated_at: string;
    };
    ClientContact: {
      id: number;
      name: string;
      designation: string;
      phone: string;
      email: string;
      /** @description The contact takes WhatsApp messages on this phone */
      whatsapp: boolean;
    };
    ShortlistInput: {
      job_id: number;
      /** @description One of the job's client's contacts */
      contact_id: number;
      language?: components['schemas']['Language'];
      /** @description How many days the link works; `SHORTLIST_LINK_DAYS` (14) when absent */
      expiry_days?: number;
      /**
       * @description Mail the link to the contact (when the contact has an e-mail address)
       * @default true
       */
      send_email: boolean;
      items: {
        application_id: number;
        /** @description The candidate's qualification, as the recruiter tells the client */
        qualification?: components['schemas']['ShortText'];
        /** @description Where the candidate lives now, as the recruiter tells the client */
        current_location?: components['schemas']['ShortText'];
        /** @description The recruiter's note the client reads beside the candidate */
        note?: components['schemas']['LongText'];
      }[];
    };
    ShortlistItem: {
      id: number;
      application_id: number;
      /** @description The candidate's name */
      name: string;
      reference: string | null;
      experience: string;
      qualification: string;
      current_location: string;
      note: string;
      /**
       * @description The client's answer (null while none)
       * @enum {string|null}
       */
      answer: 'shortlisted' | 'not_suitable' | 'interview_requested' | null;
      /** @description The reason (not suitable) or the note (interview requested) */
      answer_note: string;
      /** @description Proposed interview slots, `YYYY-MM-DDTHH:MM` in India's time (IST) */
      answer_slots: string[];
      answered_at: string | null;
    };
    Shortlist: {
      id: number;
      job_id: number;
      client_id: number;
      client_name: string;
      contact_id: number | null;
      contact_name: string;
      language: components['schemas']['Language'];
      /** @enum {string} */
      state: 'active' | 'expired' | 'revoked';
      expires_at: string;
      revoked_at: string | null;
      created_by_name: string;
      created_at: string;
      items: components['schemas']['ShortlistItem'][];
    };
    ShortlistCreated: {
      data: components['schemas']['Shortlist'];
      /** @description The link's absolute address, answered only here */
      link: string;
      /** @description A message to send the contact on WhatsApp, with the link */
      whatsapp_text: string;
      /** @description `https://wa.me/?text=` with that message */
      whatsapp_url: string;
      /** @description Whether the link was queued for the contact's e-mail address */
      emailed: boolean;
      message: string;
    };
    ClientEnvelope: {
      data: components['schemas']['Client'];
      message?: string;
    };
    ClientInput: {
      name: components['schemas']['RequiredShortText'];
      /** @description The GSTIN; spaces, hyphens and letter case do not matter; empty or left out means none */
      gstin?: components['schemas']['ShortText'];
      billing_address?: components['schemas']['LongText'];
      billing_state?: components['schemas']['GstStateCode'];
      contacts: components['schemas']['ClientContactInput'][];
    };
    ClientContactInput: {
      /** @description One of this client's contacts, to change it; left out adds a new contact */
      id?: number;
      name: components['schemas']['RequiredShortText'];
      designation?: components['schemas']['ShortText'];
      phone?: components['schemas']['ShortText'];
      email?: components['schemas']['EmailText'];
      whatsapp?: boolean;
    };
    /**
     * @description How a requirement is charged: a percentage of the placed candidate's annual CTC (`fee_percent_bp`), a fixed fee per hire or a monthly rate per deployed worker (`fee_amount_paise`)
     * @enum {string}
     */
    FeeType: 'percent_ctc' | 'fixed_per_hire' | 'monthly_per_worker';
    /** @description A percentage in basis points (hundredths of a per cent; 833 = 8.33 %) */
    FeePercentBasisPoints: number;
    /** @description An amount in paise (hundredths of a rupee; 1500000 = ₹15,000) */
    FeeAmountPaise: number;
    /** @description An amount in paise (hundredths of a rupee; 36000000 = ₹3,60,000) */
    MoneyPaise: number;
    /**
     * @description active: working; left: the candidate left; replaced: left, and another placement replaces it
     * @enum {string}
     */
    PlacementState: 'active' | 'left' | 'replaced';
    PlacementInput: {
      joining_date: components['schemas']['CalendarDate'];
      /** @description The annual CTC in paise (required for a percentage fee, else left out) */
      ctc_paise?: components['schemas']['MoneyPaise'];
      /** @description The monthly rate for this worker in paise (a monthly rate per worker; default the requirement's) */
      monthly_rate_paise?: components['schemas']['MoneyPaise'];
      /** @description The agreed fee when it is not the computed one (then `fee_reason` is required) */
      fee_paise?: components['schemas']['MoneyPaise'];
      fee_reason?: components['schemas']['ShortText'];
      /** @description The placement (its candidate left within the guarantee) this one replaces */
      replaces_placement_id?: number;
      /** @description Also send the applicant the Placed message */
      send_message?: boolean;
    };
    PlacementFeeInput: {
      fee_paise: components['schemas']['MoneyPaise'];
      fee_reason?: components['schemas']['ShortText'];
    };
    PlacementLeftInput: {
      left_date: components['schemas']['CalendarDate'];
      left_reason: components['schemas']['ShortText'];
    };
    Placement: {
      id: number;
      application_id: number;
      job_id: number;
      client_id: number;
      client_name: string;
      job_title: string;
      candidate_name: string;
      /** @description `YYYY-MM-DD` (India) */
      joining_date: string;
      fee_type: components['schemas']['FeeType'];
      ctc_paise: number | null;
      monthly_rate_paise: number | null;
      /** @description The fee the requirement's terms give (a month's for a monthly rate) */
      computed_fee_paise: number;
      /** @description The agreed fee */
      fee_paise: number;
      /** @description Why the agreed fee is not the computed one ('' when it is) */
      fee_reason: string;
      /** @description The guarantee's last day `YYYY-MM-DD`, or null without a guarantee */
      guarantee_end_date: string | null;
      left_date: string | null;
      left_reason: string;
      replaces_placement_id: number | null;
      /** @description The placement that replaces this one */
      replaced_by: number | null;
      state: components['schemas']['PlacementState'];
      /** @description An issued invoice bills this placement (its amounts are on the Invoices screen, for Accounts and Administrators) */
      invoiced: boolean;
      /** @description The candidate left within the guarantee and no replacement is placed yet */
      replacement_due: boolean;
      created_at: string;
      updated_at: string;
    };
    BillablePlacement: {
      id: number;
      client_id: number;
      client_name: string;
      candidate_name: string;
      job_title: string;
      joining_date: string;
      fee_paise: number;
      /** @description The number of the placement's issued invoice; null when not invoiced yet */
      invoice_number: string | null;
    };
    /** @enum {string} */
    InvoiceKind: 'invoice' | 'credit-note';
    /** @enum {string} */
    InvoiceStatus: 'draft' | 'issued';
    /** @description A quantity with up to two decimals (`26`, `25.5`) */
    Quantity: string;
    InvoiceLineInput: {
      description: components['schemas']['RequiredShortText'];
      /** @description The SAC of the service (998512 permanent placement, 998513 contract staffing, 998514 temporary staffing, 998515 payroll) */
      sac: string;
      quantity: components['schemas']['Quantity'];
      rate_paise: components['schemas']['MoneyPaise'];
      /** @description The GST rate in basis points (1800 = 18 %); default the service line's rate for the SAC */
      tax_rate_bp?: number;
    };
    InvoiceLine: {
      id: number;
      position: number;
      description: string;
      sac: string;
      quantity: string;
      rate_paise: number;
      tax_rate_bp: number;
      taxable_paise: number;
      cgst_paise: number;
      sgst_paise: number;
      igst_paise: number;
    };
    InvoiceInput: {
      /** @description The client invoiced by hand */
      client_id?: number;
      /** @description Invoice this placement's agreed fee (permanent placement) */
      placement_id?: number;
      /** @description The staffing requirement billed for `period` */
      job_id?: number;
      /** @description The month billed `YYYY-MM` (with `job_id`) */
      period?: string;
      lines?: components['schemas']['InvoiceLineInput'][];
      notes?: components['schemas']['LongText'];
    };
    InvoiceUpdate: {
      client_id?: number;
      lines: components['schemas']['InvoiceLineInput'][];
      notes?: components['schemas']['LongText'];
    };
    CreditNoteInput: {
      reason: components['schemas']['RequiredShortText'];
      lines?: components['schemas']['InvoiceLineInput'][];
    };
    Invoice: {
      id: number;
      kind: components['schemas']['InvoiceKind'];
      status: components['schemas']['InvoiceStatus'];
      /** @description The serial number (null on a draft), at most 16 characters */
      number: string | null;
      /** @description `25-26` for 1 April 2025 to 31 March 2026 */
      financial_year: string | null;
      /** @description `YYYY-MM-DD` (India); null on a draft */
      invoice_date: string | null;
      client_id: number | null;
      placement_id: number | null;
      job_id: number | null;
      period: string | null;
      recipient_name: string;
      recipient_address: string;
      recipient_gstin: string | null;
      /** @description GST state code */
      place_of_supply: string;
      place_of_supply_name: string;
      /**
       * @description intra: CGST + SGST (the agency's own state); inter: IGST
       * @enum {string}
       */
      tax_split: 'intra' | 'inter';
      reverse_charge: boolean;
      taxable_paise: number;
      cgst_paise: number;
      sgst_paise: number;
      igst_paise: number;
      /** @description What rounding the total to the rupee added (negative when it took away) */
      round_off_paise: number;
      total_paise: number;
      amount_in_words: string;
      /** @description The invoice a credit note corrects */
      credit_note_of: number | null;
      credit_note_of_number: string | null;
      /** @description The taxable value of the issued credit notes against this invoice */
      credited_paise: number;
      payment_state?: components['schemas']['PaymentState'];
      /** @description An issued invoice's due (total − credit notes − paid − TDS); left out on a draft or a credit note */
      due_paise?: number;
      reason: string;
      notes: string;
      lines: components['schemas']['InvoiceLine'][];
      created_at: string;
      updated_at: string;
      issued_at: string | null;
      sent_at: string | null;
    };
    InvoiceEnvelope: {
      data: components['schemas']['Invoice'];
      message: string;
    };
    /**
     * @description An issued invoice: unpaid (nothing received), part-paid, paid (nothing due)
     * @enum {string}
     */
    PaymentState: 'unpaid' | 'part-paid' | 'paid';
    /** @enum {string} */
    PaymentMode: 'bank-transfer' | 'upi' | 'cheque' | 'cash' | 'other';
    PaymentInput: {
      payment_date: components['schemas']['CalendarDate'];
      /** @description What was received, in paise (0 for a receipt of TDS alone, which needs `tds_paise` above 0) */
      amount_paise: number;
      mode: components['schemas']['PaymentMode'];
      /** @description UTR, UPI reference, cheque number… */
      reference?: string;
      /** @description The Income-tax Act section of the TDS deducted (`194C`, `194J`); needed with `tds_paise` */
      tds_section?: string;
      /** @description The TDS the client deducted, in paise (0 or left out without TDS) */
      tds_paise?: number;
    };
    Payment: {
      id: number;
      invoice_id: number;
      /** @description `YYYY-MM-DD` (India) */
      payment_date: string;
      amount_paise: number;
      mode: components['schemas']['PaymentMode'];
      reference: string;
      tds_section: string;
      tds_paise: number;
      recorded_by: string;
      created_at: string;
      /** @description When the payment was reversed (UTC, `YYYY-MM-DD HH:MM:SS`); null while it counts. A reversed payment counts towards neither paid nor TDS. */
      reversed_at: string | null;
      /** @description Who reversed it ('' while it counts) */
      reversed_by: string;
      /** @description Why it was reversed ('' while it counts) */
      reversal_reason: string;
    };
    PaymentReversalInput: {
      /** @description Why the payment is reversed (a payment recorded by mistake, a bounced cheque…); not only spaces */
      reason: string;
    };
    InvoicePayments: {
      invoice_id: number;
      state: components['schemas']['PaymentState'];
      total_paise: number;
      /** @description The totals of the issued credit notes against the invoice */
      credited_total_paise: number;
      /** @description What was received, reversed payments left out */
      paid_paise: number;
      /** @description The TDS deducted, reversed payments left out */
      tds_paise: number;
      /** @description total − credit notes − paid − TDS */
      due_paise: number;
      payments: components['schemas']['Payment'][];
    };
    RegisterImportInput: {
      /** @description The CSV file's text: a header row, then worker name, days, daily rate (₹) */
      csv: string;
    };
    RegisterRow: {
      /** @description The row's line in the file */
      line: number;
      worker_name: string;
      days: components['schemas']['Quantity'];
      rate_paise: number;
    };
    AgeingFigures: {
      outstanding_paise: number;
      days_0_30_paise: number;
      days_31_60_paise: number;
      days_61_90_paise: number;
      over_90_paise: number;
    };
    ReceivableClient: components['schemas']['AgeingFigures'] & {
      client_id: number | null;
      client_name: string;
      /** @description Its issued invoices with something due */
      invoices: number;
    };
    Receivables: {
      /** @description Today in India (`YYYY-MM-DD`), the day the ages are counted to */
      as_of: string;
      clients: components['schemas']['ReceivableClient'][];
      totals: components['schemas']['AgeingFigures'];
    };
    PlacementEnvelope: {
      data: components['schemas']['Placement'];
      message: string;
    };
    ClientFigures: {
      client_id: number;
      client_name: string;
      requirements_open: number;
      /** @description Distinct applications on the client's shortlists (links sent to its contacts, revoked or expired ones included) */
      candidates_shared: number;
      interviews: number;
      placements: number;
      /** @description The sum of the placements' agreed fees (paise) */
      fees_paise: number;
    };
    /**
     * Format: date
     * @description A calendar date `YYYY-MM-DD`
     */
    CalendarDate: string;
    /** @description A job's closing date `YYYY-MM-DD`, from `x-date-window.yearsBefore` years before today to `x-date-window.yearsAfter` years after it (UTC); a date outside is refused with 400 */
    ClosingDate: string & components['schemas']['CalendarDate'];
    /** @description HTML from the rich-text editor; sanitised on every write */
    RichText: string;
    /** @description Left empty by people; a filled value marks the submission as automated */
    Honeypot: components['schemas']['ShortText'];
    LoginInput: {
      email: components['schemas']['RequiredEmailText'];
      password: components['schemas']['RequiredShortText'];
    };
    UserData: {
      id: number;
      name: string;
      email: string;
      role: components['schemas']['StaffRole'];
    };
    /**
     * @description A staff member's role. `admin` (Administrator) may use every staff operation; `recruiter` (Recruiter) jobs, applications, enquiries, subscribers and the outbox; `editor` (Editor) the blog and the team, and reads the jobs; `accounts` (Accounts) invoices and credit notes (no applicants' personal data beyond the names on invoices). Each staff operation lists its roles in `x-roles`.
     * @enum {string}
     */
    StaffRole: 'admin' | 'recruiter' | 'editor' | 'accounts';
    SessionUser: {
      userdata: components['schemas']['UserData'];
      roll: components['schemas']['StaffRole'];
    };
    SignInStep: {
      /**
       * @description `code`: type a code of the second factor; `enrol`: set up the second factor first
       * @enum {string}
       */
      step: 'code' | 'enrol';
      enrolment?: components['schemas']['TotpEnrolment'];
    };
    /** @description A TOTP secret (RFC 6238, SHA-1, 6 digits, 30 seconds) offered to set up in an authenticator app */
    TotpEnrolment: {
      /** @description The secret in base32, to type in by hand */
      secret: string;
      /** @description The `otpauth://totp/...` address the QR code holds */
      uri: string;
      /** @description The QR code as a `data:image/png;base64,...` address */
      qr: string;
    };
    SignInCode: {
      /** @description A 6-digit TOTP code, or a recovery code */
      code: string;
    };
    RecoveryCodes: {
      /** @description Ten single-use recovery codes, shown this once */
      recovery_codes: string[];
    };
    EnrolledSession: components['schemas']['SessionUser'] & components['schemas']['RecoveryCodes'];
    InvitationAccepted: {
      message: string;
      enrolment: components['schemas']['TotpEnrolment'];
    };
    PasswordResetRequest: {
      email: components['schemas']['RequiredEmailText'];
    };
    PasswordReset: {
      /** @description The token of the reset link (its `token` query value) */
      token: string;
      password: components['schemas']['NewPassword'];
      /** @description A 6-digit TOTP code, or a recovery code */
      code: string;
    };
    PasswordChange: {
      current_password: components['schemas']['RequiredShortText'];
      password: components['schemas']['NewPassword'];
      /** @description A 6-digit TOTP code, or a recovery code */
      code: string;
    };
    MyAccount: {
      /** @description How many unused recovery codes the person has */
      recovery_codes_left: number;
      /** @description Minutes without use after which a session ends (the server's `SESSION_IDLE_MINUTES`) */
      session_idle_minutes: number;
      /** @description Hours after signing in at which a session ends however it is used (`SESSION_MAX_HOURS`) */
      session_max_hours: number;
      sessions: components['schemas']['StaffSession'][];
    };
    StaffSession: {
      id: number;
      /** @description The browser and system, read from the User-Agent the session started with */
      device: string;
      /** @description The address the session started from */
      address: string;
      /** @description When it started, in UTC (`YYYY-MM-DD HH:MM:SS`) */
      created_at: string;
      /** @description When it was last used, in UTC (`YYYY-MM-DD HH:MM:SS`) */
      last_seen_at: string;
      /** @description True for the session of this request */
      current: boolean;
    };
    Job: {
      id: number;
      title: string;
      location: string;
      salary: string;
      career_level: string;
      experience: string;
      qualification: string;
      category: components['schemas']['Category'];
      description: string;
      /** @description Path of the logo under the API base */
      logo: string;
      /** @description `YYYY-MM-DD HH:MM:SS` (UTC) */
      created_at: string;
      /** @description `YYYY-MM-DD HH:MM:SS` (UTC) of the last change */
      updated_at: string;
      /** @description The employer the agency recruits for, when it may be named */
      employer_name: string | null;
      /**
       * @description Google's employment type
       * @enum {string|null}
       */
      employment_type:
        | 'FULL_TIME'
        | 'PART_TIME'
        | 'CONTRACTOR'
        | 'TEMPORARY'
        | 'INTERN'
        | 'VOLUNTEER'
        | 'PER_DIEM'
        | 'OTHER'
        | null;
      city: string | null;
      /** @description ISO 3166-1 alpha-2 code of the country the job is in (one of `CountryCode` for every job saved since the list was introduced) */
      country: string | null;
      salary_min: number | null;
      salary_max: number | null;
      /** @description ISO 4217 code of the salary amounts (one of `CurrencyCode` for every job saved since the list was introduced) */
      salary_currency: string | null;
      /**
       * @description What the salary amounts are paid for
       * @enum {string|null}
       */
      salary_period: 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' | null;
      /** @description The closing date `YYYY-MM-DD`; the job is open through that whole day (UTC) */
      valid_through: string | null;
      /** @description Staff marked the position filled */
      filled: boolean;
      /** @description `filled`, or `valid_through` is before today (UTC). Closed jobs leave the public lists and take no applications. */
      closed: boolean;
      /** @description The employer abroad a worker is recruited for (international jobs), when it is not the posting's `employer_name`; the job page's safe-migration card falls back to `employer_name` */
      foreign_employer: string | null;
      /**
       * @description The visa the job abroad is offered on
       * @enum {string|null}
       */
      visa_type: 'employment' | 'visit' | 'tourist' | 'student' | 'other' | null;
      /** @description The worker sees and signs the employment contract before paying anything or travelling */
      contract_before_departure: boolean;
      /** @description The title in Gujarati, or null when not translated (pages under `/gu/` then show `title`, marked `lang="en"`) */
      title_gu: string | null;
      /** @description The title in Hindi, or null when not translated */
      title_hi: string | null;
      /** @description The description in Gujarati (sanitised HTML), or null when not translated */
      description_gu: string | null;
      /** @description The description in Hindi (sanitised HTML), or null when not translated */
      description_hi: string | null;
    };
    /** @description A job in a list of search results, without its descriptions (its page has them) */
    JobSummary: {
      id: number;
      title: string;
      location: string;
      salary: string;
      career_level: string;
      experience: string;
      qualification: string;
      category: components['schemas']['Category'];
      /** @description Path of the logo under the API base */
      logo: string;
      /** @description `YYYY-MM-DD HH:MM:SS` (UTC) */
      created_at: string;
      /** @description `YYYY-MM-DD HH:MM:SS` (UTC) of the last change */
      updated_at: string;
      /** @description The employer the agency recruits for, when it may be named */
      employer_name: string | null;
      /**
       * @description Google's employment type
       * @enum {string|null}
       */
      employment_type:
        | 'FULL_TIME'
        | 'PART_TIME'
        | 'CONTRACTOR'
        | 'TEMPORARY'
        | 'INTERN'
        | 'VOLUNTEER'
        | 'PER_DIEM'
        | 'OTHER'
        | null;
      city: string | null;
      /** @description ISO 3166-1 alpha-2 code of the country the job is in (one of `CountryCode` for every job saved since the list was introduced) */
      country: string | null;
      salary_min: number | null;
      salary_max: number | null;
      /** @description ISO 4217 code of the salary amounts (one of `CurrencyCode` for every job saved since the list was introduced) */
      salary_currency: string | null;
      /**
       * @description What the salary amounts are paid for
       * @enum {string|null}
       */
      salary_period: 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' | null;
      /** @description The closing date `YYYY-MM-DD`; the job is open through that whole day (UTC) */
      valid_through: string | null;
      /** @description Staff marked the position filled */
      filled: boolean;
      /** @description `filled`, or `valid_through` is before today (UTC). Closed jobs leave the public lists and take no applications. */
      closed: boolean;
      /** @description The employer abroad a worker is recruited for (international jobs), when it is not the posting's `employer_name`; the job page's safe-migration card falls back to `employer_name` */
      foreign_employer: string | null;
      /**
       * @description The visa the job abroad is offered on
       * @enum {string|null}
       */
      visa_type: 'employment' | 'visit' | 'tourist' | 'student' | 'other' | null;
      /** @description The worker sees and signs the employment contract before paying anything or travelling */
      contract_before_departure: boolean;
      /** @description The title in Gujarati, or null when not translated (pages under `/gu/` then show `title`, marked `lang="en"`) */
      title_gu: string | null;
      /** @description The title in Hindi, or null when not translated */
      title_hi: string | null;
    };
    JobEnvelope: {
      data: components['schemas']['Job'];
      message?: string;
    };
    JobSearchFacet: {
      value: string;
      count: number;
    };
    JobSearchAnswer: {
      /** @description The jobs of the page, without their descriptions */
      items: components['schemas']['JobSummary'][];
      /** @description How many open jobs match the filters */
      total: number;
      page: number;
      /** @description Jobs a page (20, or the `pageSize` asked for) */
      pageSize: number;
      /** @description What the open jobs of the category searched offer to filter by, with how many jobs each */
      facets: {
        countries: components['schemas']['JobSearchFacet'][];
        cities: {
          country: string | null;
          city: string;
          count: number;
        }[];
        categories: {
          value: components['schemas']['Category'];
          count: number;
        }[];
        types: {
          value: components['schemas']['EmploymentType'];
          count: number;
        }[];
      };
    };
    /** @description A job as staff see it, with its owner and, for a client's requirement, the client and the terms (staff answers only) */
    ManagedJob: components['schemas']['Job'] & {
      /** @description The client whose requirement this job is, or null */
      client_id: number | null;
      /** @description That client's name, or null */
      client_name: string | null;
      headcount: number | null;
      /**
       * @description How the requirement is charged (`FeeType`), or null
       * @enum {string|null}
       */
      fee_type: 'percent_ctc' | 'fixed_per_hire' | 'monthly_per_worker' | null;
      /** @description The fee in basis points of annual CTC (`percent_ctc`) */
      fee_percent_bp: number | null;
      /** @description The fee per hire, or per worker a month, in paise */
      fee_amount_paise: number | null;
      guarantee_days: number | null;
      /** @description The public posting names the client */
      name_employer: boolean;
      /** @description The staff member who looks after the job, or null */
      owner_id: number | null;
      /** @description The owner's name (kept when their account is disabled), or null */
      owner_name: string | null;
    };
    JobOwner: {
      id: number;
      name: string;
      role: components['schemas']['StaffRole'];
    };
    JobTitle: {
      id: number;
      title: string;
    };
    JobCreateInput: {
      title: components['schemas']['RequiredShortText'];
      location: components['schemas']['RequiredShortText'];
      salary: components['schemas']['RequiredShortText'];
      career_level: components['schemas']['RequiredShortText'];
      experience: components['schemas']['RequiredShortText'];
      qualification: components['schemas']['RequiredShortText'];
      category: components['schemas']['Category'];
      description?: components['schemas']['RichText'];
      logo: components['schemas']['ImageFile'];
      employer_name?: components['schemas']['ShortText'];
      employment_type?: components['schemas']['EmploymentType'];
      city?: components['schemas']['ShortText'];
      country?: components['schemas']['CountryCode'];
      salary_min?: components['schemas']['SalaryAmount'];
      salary_max?: components['schemas']['SalaryAmount'];
      salary_currency?: components['schemas']['CurrencyCode'];
      salary_period?: components['schemas']['SalaryPeriod'];
      valid_through?: components['schemas']['ClosingDate'];
      /** @description `true` when the position is filled; left out means not filled */
      filled?: boolean;
      foreign_employer?: components['schemas']['ShortText'];
      visa_type?: components['schemas']['VisaType'];
      /** @description `true` when the worker sees and signs the contract before paying anything or travelling; left out means not stated */
      contract_before_departure?: boolean;
      /** @description The staff member who looks after the job (one of `GET /job/owners`; a job's current owner may be sent back unchanged even when no longer eligible); left out means no owner. Never shown in public answers. */
      owner_id?: number;
      title_gu?: components['schemas']['ShortText'];
      title_hi?: components['schemas']['ShortText'];
      description_gu?: components['schemas']['RichText'];
      description_hi?: components['schemas']['RichText'];
      /** @description The client whose requirement (job order) this job is; left out means the agency's own posting, and the requirement fields below must then be left out too. Never shown in public answers. */
      client_id?: number;
      /** @description How many people the client wants */
      headcount?: number;
      fee_type?: components['schemas']['FeeType'];
      fee_percent_bp?: components['schemas']['FeePercentBasisPoints'];
      fee_amount_paise?: components['schemas']['FeeAmountPaise'];
      /** @description The replacement guarantee, in days after joining */
      guarantee_days?: number;
      /** @description `true` when the public posting names the client (its `employer_name` becomes the client's name); left out means it does not, and then no public text of the posting may name the client */
      name_employer?: boolean;
    };
    JobUpdateInput: {
      title: components['schemas']['RequiredShortText'];
      location: components['schemas']['RequiredShortText'];
      salary: components['schemas']['RequiredShortText'];
      career_level: components['schemas']['RequiredShortText'];
      experience: components['schemas']['RequiredShortText'];
      qualification: components['schemas']['RequiredShortText'];
      category: components['schemas']['Category'];
      description?: components['schemas']['RichText'];
      logo?: components['schemas']['ImageFile'];
      employer_name?: components['schemas']['ShortText'];
      employment_type?: components['schemas']['EmploymentType'];
      city?: components['schemas']['ShortText'];
      country?: components['schemas']['CountryCode'];
      salary_min?: components['schemas']['SalaryAmount'];
      salary_max?: components['schemas']['SalaryAmount'];
      salary_currency?: components['schemas']['CurrencyCode'];
      salary_period?: components['schemas']['SalaryPeriod'];
      valid_through?: components['schemas']['ClosingDate'];
      /** @description `true` when the position is filled; left out means not filled */
      filled?: boolean;
      foreign_employer?: components['schemas']['ShortText'];
      visa_type?: components['schemas']['VisaType'];
      /** @description `true` when the worker sees and signs the contract before paying anything or travelling; left out means not stated */
      contract_before_departure?: boolean;
      /** @description The staff member who looks after the job (one of `GET /job/owners`; a job's current owner may be sent back unchanged even when no longer eligible); left out means no owner. Never shown in public answers. */
      owner_id?: number;
      title_gu?: components['schemas']['ShortText'];
      title_hi?: components['schemas']['ShortText'];
      description_gu?: components['schemas']['RichText'];
      description_hi?: components['schemas']['RichText'];
      /** @description The client whose requirement (job order) this job is; left out means the agency's own posting, and the requirement fields below must then be left out too. Never shown in public answers. */
      client_id?: number;
      /** @description How many people the client wants */
      headcount?: number;
      fee_type?: components['schemas']['FeeType'];
      fee_percent_bp?: components['schemas']['FeePercentBasisPoints'];
      fee_amount_paise?: components['schemas']['FeeAmountPaise'];
      /** @description The replacement guarantee, in days after joining */
      guarantee_days?: number;
      /** @description `true` when the public posting names the client (its `employer_name` becomes the client's name); left out means it does not, and then no public text of the posting may name the client */
      name_employer?: boolean;
    };
    BlogPost: {
      id: number;
      title: string;
      description: string;
      /** @description Path of the photo under the API base */
      photo: string;
      /** @description `YYYY-MM-DD HH:MM:SS` (UTC) */
      created_at: string;
      /** @description The title in Gujarati, or null when not translated (pages under `/gu/` then show `title`, marked `lang="en"`) */
      title_gu: string | null;
      /** @description The title in Hindi, or null when not translated */
      title_hi: string | null;
      /** @description The description in Gujarati (sanitised HTML), or null when not translated */
      description_gu: string | null;
      /** @description The description in Hindi (sanitised HTML), or null when not translated */
      description_hi: string | null;
    };
    BlogEnvelope: {
      data: components['schemas']['BlogPost'];
      message?: string;
    };
    BlogCreateInput: {
      title: components['schemas']['RequiredShortText'];
      description?: components['schemas']['RichText'];
      photo: components['schemas']['ImageFile'];
      title_gu?: components['schemas']['ShortText'];
      title_hi?: components['schemas']['ShortText'];
      description_gu?: components['schemas']['RichText'];
      description_hi?: components['schemas']['RichText'];
    };
    BlogUpdateInput: {
      title: components['schemas']['RequiredShortText'];
      description?: components['schemas']['RichText'];
      photo?: components['schemas']['ImageFile'];
      title_gu?: components['schemas']['ShortText'];
      title_hi?: components['schemas']['ShortText'];
      description_gu?: components['schemas']['RichText'];
      description_hi?: components['schemas']['RichText'];
    };
    TeamMember: {
      id: number;
      name: string;
      position: string;
      description: string;
      /** @description Path of the photo under the API base */
      photo: string;
    };
    TeamEnvelope: {
      data: components['schemas']['TeamMember'];
      message?: string;
    };
    TeamCreateInput: {
      name: components['schemas']['RequiredShortText'];
      position?: components['schemas']['ShortText'];
      description?: components['schemas']['LongText'];
      photo: components['schemas']['ImageFile'];
    };
    TeamUpdateInput: {
      name: components['schemas']['RequiredShortText'];
      position?: components['schemas']['ShortText'];
      description?: components['schemas']['LongText'];
      photo?: components['schemas']['ImageFile'];
    };
    ApplicationInput: {
      job_id: number;
      name?: components['schemas']['ShortText'];
      email?: components['schemas']['EmailText'];
      phone?: components['schemas']['ShortText'];
      gender?: components['schemas']['Gender'];
      /** @description The title of the job applied for */
      title?: components['schemas']['ShortText'];
      message?: components['schemas']['LongText'];
      resume?: components['schemas']['ResumeFile'];
      /**
       * @description Instead of a `resume` file, use the stored resume of the signed-in job seeker's profile (their `candidate_sid` cookie), copied into the application as an upload would be, so later changes of the profile leave the application as it was; the application records it (`resume_source` `profile`). Without a `resume` file and without a stored resume to use, the application is refused with 400 `resumeNotFile`.
       * @enum {string}
       */
      use_stored_resume?: 'true';
      /** @description The version of the privacy notice the applicant read and agreed to (the apply form's required checkbox). Without it the application is refused with 400; it is stored with the time of consent. */
      consent: components['schemas']['ConsentNoticeVersion'];
      language?: components['schemas']['Language'];
      website?: components['schemas']['Honeypot'];
      source_tag?: components['schemas']['SourceTag'];
      referrer?: components['schemas']['ReferrerOrigin'];
    };
    /**
     * @description The gender an applicant or a job seeker's profile gives ('' for not said)
     * @enum {string}
     */
    Gender: '' | 'Male' | 'Female' | 'Other';
    /**
     * @description A job seeker's passport as emigration knows it (ECR, Emigration Check Required; ECNR, not required; none, no passport; '' not said). Never a passport number.
     * @enum {string}
     */
    PassportStatus: '' | 'ECR' | 'ECNR' | 'none';
    /**
     * @description Whether a job seeker would work abroad ('' not said)
     * @enum {string}
     */
    WorkAbroad: '' | 'yes' | 'no';
    CandidateProfilePrefill: {
      name: string;
      gender: components['schemas']['Gender'];
      /** @description The e-mail address they signed in with ('' when they signed in with a phone number) */
      email: string;
      /** @description The ten digits of the mobile number they signed in with ('' when they signed in with an e-mail address) */
      phone: string;
      has_profile: boolean;
      /** @description The profile holds a stored resume (`use_stored_resume` may be sent) */
      has_resume: boolean;
      /** @description The name the stored resume's file had ('' without one) */
      resume_name: string;
    };
    /** @description A job seeker's profile as staff read it, or null when the candidate keeps none */
    CandidateProfile: {
      name: string;
      gender: components['schemas']['Gender'];
      /** @description `YYYY-MM-DD`, or empty */
      date_of_birth: string;
      languages: string;
      location: string;
      qualification: string;
      experience: string;
      skills: string;
      /** @description Path of the profile's stored PDF resume under the API base (staff only), or null */
      resume: string | null;
      work_abroad: components['schemas']['WorkAbroad'];
      passport: components['schemas']['PassportStatus'];
      /** @description When the job seeker last saved it (UTC) */
      updated_at: string;
    } | null;
    /** @description The tag of the address the visitor landed on (its `src` query parameter, else its `utm_source`), cut to this length; the site's own links carry `whatsapp` (the job page's share button) and `job_alert` (the job-alert digest), Google for Jobs adds `google_jobs_apply`. With `referrer` the server decides the application's `channel`. */
    SourceTag: string;
    /** @description The origin (`https://www.google.com`) of the page that sent the visitor to the site, from the browser's document referrer when the visitor landed; empty when there was none or it was the site itself. */
    ReferrerOrigin: string;
    /**
     * @description Where an application came from. Decided by the server at apply time from `source_tag` and `referrer`. `google_jobs` (Google's job results or search), `whatsapp` (a link shared with the job page's WhatsApp button, or a visit from WhatsApp), `job_alert` (a link in the job-alert digest), `direct` (no referrer, or the site itself), `other` (any other site or tag); staff choose `walk_in` or `phone` (or correct the channel) for applications they take in person or by phone.
     * @enum {string}
     */
    ApplicationChannel: 'google_jobs' | 'whatsapp' | 'job_alert' | 'direct' | 'other' | 'walk_in' | 'phone';
    /**
     * @description The versions of the privacy notice an application may be sent with. The last one is the notice the apply form shows now (generated into src/api/consent.ts; the server reads it here); earlier ones stay listed only while forms loaded before a change may still be sent. From `2026-12` the notice says the resume is shared with the employer of the job applied to (src/domain/employerConsent.ts); an application sent with an earlier one is shared only after staff record the candidate's agreement (`recordEmployerConsent`).
     * @enum {string}
     */
    ConsentNoticeVersion: '2026-05' | '2026-12';
    /**
     * @description Where the application stands in the hiring pipeline; every application starts as New
     * @enum {string}
     */
    ApplicationStatus: 'New' | 'Screening' | 'Interview' | 'Offered' | 'Placed' | 'Rejected' | 'Withdrawn';
    ApplicationSummary: {
      id: number;
      /** @description The job's logo path, or null when the job has since been deleted */
      logo: string | null;
      /** @description The job's title when the application was made */
      job_title: string;
      /** @description The job's title now (staff may have renamed it), or null when the job has since been deleted */
      current_job_title?: string | null;
      name: string;
      email: string;
      phone: string;
      category: components['schemas']['Category'];
      /** @description The job title the applicant typed */
      title: string;
      /** @description The application's reference number, e.g. `SMS-2026-000123` (prefix, year, sequence of the year) */
      reference: string;
      status: components['schemas']['ApplicationStatus'];
      /** @description When the application arrived (UTC, `YYYY-MM-DD HH:MM:SS`) */
      created_at: string;
      /** @description How many applications this candidate (same e-mail, any case, or same phone number) has made, this one included */
      applied_count: number;
      /** @description The ids of the candidate's other applications, newest first */
      other_application_ids: number[];
      language: components['schemas']['Language'];
    };
    /**
     * @description A column the Applications list sorts by on the server
     * @enum {string}
     */
    ApplicationSortField:
      | 'created_at'
      | 'name'
      | 'status'
      | 'reference'
      | 'job_title'
      | 'email'
      | 'phone'
      | 'category'
      | 'language';
    ApplicationRow: {
      id: number;
      /** @description The job's logo path, or null when the job has since been deleted */
      logo: string | null;
      /** @description The job's title when the application was made */
      job_title: string;
      /** @description The job's title now, or null when the job has since been deleted */
      current_job_title: string | null;
      name: string;
      email: string;
      phone: string;
      category: components['schemas']['Category'];
      reference: string;
      status: components['schemas']['ApplicationStatus'];
      /** @description How many applications this candidate (same e-mail, any case, or same phone number) has made, this one included */
      applied_count: number;
      language: components['schemas']['Language'];
    };
    ApplicationPage: {
      items: components['schemas']['ApplicationRow'][];
      /** @description How many applications match the filters and the search. A search is counted only up to 1,000 matches past the page's first row: when more match, `more` is true and `total` is that limit */
      total: number;
      /** @description Whether more applications match than `total` (a search's count stopped at its limit) */
      more: boolean;
      /** @description Whether there are at least as many applications in all as the server's threshold, from which the list pages, sorts and searches on the server */
      server_paging: boolean;
    };
    ApplicationDetail: components['schemas']['ApplicationSummary'] & {
      job_id: number | null;
      career_level: string;
      experience: string;
      gender: string;
      message: string;
      /** @description Path of the PDF resume under the API base (staff only) */
      resume: string | null;
      /** @description The privacy-notice version the applicant agreed to ('' for applications from before consent was asked) */
      consent_version?: string;
      /** @description When the applicant agreed (UTC), or null */
      consent_at?: string | null;
      /**
       * @description Where the application came from (see `ApplicationChannel`); null for applications from before it was recorded
       * @enum {string|null}
       */
      channel?: 'google_jobs' | 'whatsapp' | 'job_alert' | 'direct' | 'other' | 'walk_in' | 'phone' | null;
      employer_consent: components['schemas']['EmployerConsent'];
      /**
       * @description Whether the resume was the form's file or the stored resume of the candidate's profile (copied in when they applied)
       * @enum {string}
       */
      resume_source: 'upload' | 'profile';
      /** @description The candidate (this application's phone number or e-mail address) has a job seeker's account (signed in, with a live session, or keeps a profile) */
      has_account: boolean;
      /** @description The candidate keeps a profile (`getApplicationCandidateProfile` reads it) */
      has_profile: boolean;
    };
    StatusChangeInput: {
      ids: number[];
      status: components['schemas']['ApplicationStatus'];
      /**
       * @description Also send each applicant the status's template message
       * @default false
       */
      send_message: boolean;
    };
    StatusChangeResult: {
      message: string;
      data: {
        /** @description The ids whose status changed (those already in the status are not listed) */
        changed: number[];
        /** @description How many messages were queued for applicants */
        messages: number;
      };
    };
    StatusEvent: {
      id: number;
      /**
       * @description null for the application's arrival
       * @enum {string|null}
       */
      from_status: 'New' | 'Screening' | 'Interview' | 'Offered' | 'Placed' | 'Rejected' | 'Withdrawn' | null;
      to_status: components['schemas']['ApplicationStatus'];
      /** @description The staff member (name and e-mail), or null for the applicant */
      changed_by: string | null;
      /** @description Whether the status's message for the applicant was queued with this change (see `messages` for what became of it) */
      message_sent: boolean;
      /** @description The messages queued for the applicant with this change, one per channel, each in the state its outbox row is in now (so it follows the outbox as it sends or gives up). Empty when none was queued, and for a message the outbox no longer holds (an entry recorded before the outbox kept this link, or a message pruned by retention). */
      messages: components['schemas']['StatusEventMessage'][];
      created_at: string;
      /** @description What an entry that keeps the status says (a client's answer on a shortlist, with `changed_by` "client: <contact name>"); null otherwise */
      detail?: string | null;
    };
    StatusEventMessage: {
      /** @enum {string} */
      channel: 'email' | 'whatsapp';
      /**
       * @description `queued` while the outbox has not sent it yet (waiting, or being sent), `sent` once sent, `failed` when the outbox gave up
       * @enum {string}
       */
      state: 'queued' | 'sent' | 'failed';
    };
    ApplicationNote: {
      id: number;
      body: string;
      author: string;
      created_at: string;
    };
    /** @description The candidate's agreement to their resume being shared with employers (given on the apply form from notice `2026-12`, or recorded by staff), or null when there is none yet */
    EmployerConsent: {
      /**
       * @description On the apply form (its notice said so), or as staff heard it (by phone, on WhatsApp, in person)
       * @enum {string}
       */
      how: 'apply_form' | 'phone' | 'whatsapp' | 'in_person';
      on: components['schemas']['CalendarDate'];
    } | null;
    EmployerConsentInput: {
      /**
       * @description How the candidate gave their agreement
       * @enum {string}
       */
      how: 'phone' | 'whatsapp' | 'in_person';
      /** @description The day in India they gave it (not before they applied, not after today) */
      on: components['schemas']['CalendarDate'];
    };
    ChannelInput: {
      channel: components['schemas']['ApplicationChannel'];
    };
    NoteInput: {
      body: components['schemas']['LongText'];
    };
    /** @description At least one of `email` and `phone`. `confirmation` is the candidate's e-mail address or phone number as typed by the staff member; it must be the same address (any case) as `email` or the same number (+91, spaces and dashes ignored) as `phone`, otherwise nothing is erased (400 `eraseConfirmationMismatch`). */
    EraseCandidateInput: {
      email?: components['schemas']['EmailText'];
      phone?: components['schemas']['ShortText'];
      confirmation: components['schemas']['ShortText'];
    };
    /** @description What erasing the candidate would erase now (the same records `eraseCandidate` erases) */
    ErasurePreview: {
      /** @description The candidate's e-mail address as on this application ('' when none) */
      email: string;
      /** @description The candidate's phone number as on this application ('' when none) */
      phone: string;
      applications: number;
      /** @description Resumes and other files of those applications */
      files: number;
      /** @description Status history entries of those applications */
      history: number;
      notes: number;
      /** @description Outbox messages about those applications or addressed to the candidate */
      messages: number;
      enquiries: number;
      /** @description Job-alert subscriptions of the candidate's e-mail address */
      subscribers: number;
    };
    ErasureRequested: {
      message: string;
      channel: components['schemas']['ErasureChannel'];
    };
    /**
     * @description How the request is confirmed; `email` by the link sent to the applicant, `staff` by an Administrator
     * @enum {string}
     */
    ErasureChannel: 'email' | 'staff';
    ErasureConfirmation: {
      /** @description The token of the erasure link (its `token` query value) */
      token: string;
    };
    ErasureRequest: {
      id: number;
      reference: string;
      /** @enum {string} */
      status: 'pending' | 'erased' | 'dismissed';
      created_at: string;
      resolved_at: string | null;
      resolved_by: string | null;
      /** @description The application while it exists (null once erased) */
      application: {
        id: number;
        name: string;
        phone: string;
        job_title: string;
        status: components['schemas']['ApplicationStatus'];
        language: components['schemas']['Language'];
      } | null;
    };
    ErasureResult: {
      message: string;
      data: {
        applications: number;
        messages: number;
        enquiries: number;
        subscribers: number;
      };
    };
    /** @enum {string} */
    DashboardInterval: 'day' | 'week';
    PeriodCount: {
      /** @description The day, or the Monday of the week (`YYYY-MM-DD`) */
      period: string;
      /** @description The channel or the language counted (null when it was not recorded) */
      key: string | null;
      count: number;
    };
    DurationMedian: {
      /** @description The median in days (null when nothing was counted) */
      median_days: number | null;
      /** @description How many durations the median is taken over */
      count: number;
    };
    DashboardJob: {
      id: number;
      title: string;
      valid_through?: string | null;
      /** @description When its latest application arrived (UTC), or null when it has none */
      last_application_at?: string | null;
    };
    Dashboard: {
      from: components['schemas']['CalendarDate'];
      to: components['schemas']['CalendarDate'];
      interval: components['schemas']['DashboardInterval'];
      applications: {
        total: number;
        /** @description Applications per period and channel (`key` one of `ApplicationChannel`); periods without any are left out */
        by_channel: components['schemas']['PeriodCount'][];
        /** @description Applications per period and page language (`en`, `gu`, `hi`) */
        by_language: components['schemas']['PeriodCount'][];
      };
      /** @description Every status in pipeline order, with how many of the range's applications were ever in it */
      funnel: {
        status: components['schemas']['ApplicationStatus'];
        reached: number;
      }[];
      /** @description Every status in pipeline order, with the median days the range's applications stayed in it before their next change */
      stages: (components['schemas']['DurationMedian'] & {
        status: components['schemas']['ApplicationStatus'];
      })[];
      /** @description Median days from an application (of the range) to its first move to Placed */
      time_to_placed: components['schemas']['DurationMedian'];
      jobs: {
        /** @description Every job with an application in the range, most applications first */
        per_job: {
          /** @description The job, or null for applications whose job has been deleted */
          id: number | null;
          title: string;
          applications: number;
          in_pipeline: number;
          placed: number;
        }[];
        /** @description Open jobs whose closing date is today or in the next 7 days, soonest first */
        closing_soon: components['schemas']['DashboardJob'][];
        /** @description Open jobs without an application in the last 14 days, oldest last application first */
        without_applications: components['schemas']['DashboardJob'][];
        /** @description Per staff member who owns a job now, the range's applications to the jobs they own (handled), how many of those are still in the pipeline and how many are placed; most applications first. Empty when no job has an owner. */
        per_recruiter: {
          id: number;
          /** @description The owner's name (kept when their account is disabled) */
          name: string;
          applications: number;
          in_pipeline: number;
          placed: number;
        }[];
      };
      mail: {
        /** @description Messages waiting in the outbox (pending or being sent) */
        queued: number;
        /** @description Messages written in the last 7 days that the outbox gave up on */
        failed_last_7_days: number;
        /** @description When the oldest waiting message was written (UTC), or null */
        oldest_waiting: string | null;
      };
      /** @description Job-alert subscribers confirmed per period of the range, with the confirmed total at its end */
      subscribers: {
        period: string;
        confirmed: number;
        total: number;
      }[];
    };
    /** @enum {string} */
    OutboxStatus: 'pending' | 'sending' | 'sent' | 'failed';
    OutboxMessage: {
      id: number;
      /** @enum {string} */
      kind:
        | 'staff-application'
        | 'applicant-confirmation'
        | 'status-change'
        | 'staff-enquiry'
        | 'subscriber-confirmation'
        | 'job-alert'
        | 'staff-invitation'
        | 'erasure-link'
        | 'password-reset'
        | 'account-security'
        | 'shortlist-link'
        | 'shortlist-answer'
        | 'candidate-code'
        | 'invoice'
        | 'payment-reminder';
      /**
       * @description How the message goes; `whatsapp` is a WhatsApp Business template message (sent only while `WHATSAPP_TOKEN` and `WHATSAPP_PHONE_NUMBER_ID` are set) whose `to_address` is the number in international form, `subject` the template's name and `text_body` its language and parameters
       * @enum {string}
       */
      channel: 'email' | 'whatsapp';
      to_address: string;
      subject: string;
      /** @description The plain-text body; for a `staff-invitation` the `invitationTextHidden` sentence instead, since its link sets a password (a `password-reset` likewise, `passwordResetTextHidden`; an `erasure-link`, whose link erases the applicant's data, `erasureLinkTextHidden`; a `shortlist-link`, whose link shows candidates, `shortlistLinkTextHidden`; a `candidate-code`, a job seeker's sign-in code, `candidateCodeTextHidden`). A `shortlist-answer` tells the recruiter who shared a shortlist what the client answered. `account-security` tells a person their password or second factor changed. An `invoice` carries an invoice's or credit note's PDF to the client's billing contact, a `payment-reminder` reminds it of what is due on an invoice; their text, which holds amounts, is `invoiceMailTextHidden` here. */
      text_body: string;
      application_id: number | null;
      enquiry_id: number | null;
      status: components['schemas']['OutboxStatus'];
      attempts: number;
      /** @description Why the last attempt failed */
      last_error: string | null;
      created_at: string;
      sent_at: string | null;
      /** @description When a pending message is tried next (UTC) */
      next_attempt_at: string;
    };
    ApplicationStatusQuery: {
      reference: components['schemas']['RequiredShortText'];
      /** @description The e-mail address or the phone number given with the application (a phone number in any common writing, with or without +91) */
      contact: components['schemas']['RequiredShortText'];
    };
    ApplicationStatusAnswer: {
      reference: string;
      /** @description The title of the job applied for, as the application records it (English) */
      job_title: string;
      /** @description The job's Gujarati title while the job keeps the title applied for; null when not translated */
      job_title_gu: string | null;
      /** @description The job's Hindi title while the job keeps the title applied for; null when not translated */
      job_title_hi: string | null;
      status: components['schemas']['ApplicationStatus'];
      /** @description When the application took its current status (UTC, `YYYY-MM-DD HH:MM:SS`) */
      status_date: string;
      /** @description The application is still open (New, Screening, Interview or Offered), so the applicant may withdraw it */
      can_withdraw: boolean;
    };
    ApplicationReceived: {
      /** @description The answer to show, with the reference when the application was stored */
      message: string;
      /** @description The application's reference (e.g. SMS-2026-000123), which the applicant keeps to check the application's status */
      reference?: string;
    };
    MailTemplate: {
      status: components['schemas']['ApplicationStatus'];
      /** @description The English subject (also sent where the applicant's language has no version) */
      subject: string;
      body: string;
      updated_at: string;
      /** @description The Gujarati and Hindi versions that exist; an applicant whose language has none gets the English one. */
      translations: components['schemas']['MailTemplateTranslation'][];
    };
    MailTemplateTranslation: {
      language: components['schemas']['Language'];
      subject: string;
      body: string;
      updated_at: string;
    };
    MailTemplateInput: {
      subject: components['schemas']['RequiredShortText'];
      body: string;
      /** @description The version saved (`en`, the default, is the English one; `gu` and `hi` its translations) */
      language?: components['schemas']['Language'];
    };
    EnquiryInput: {
      name?: components['schemas']['ShortText'];
      email: components['schemas']['RequiredEmailText'];
      'Phone-no': components['schemas']['RequiredShortText'];
      /** @enum {string} */
      purpose: 'jobseeker' | 'employer';
      Message?: components['schemas']['LongText'];
      language?: components['schemas']['Language'];
      website?: components['schemas']['Honeypot'];
    };
    Enquiry: {
      id: number;
      name: string;
      email: string;
      phone: string;
      /** @enum {string} */
      purpose: 'jobseeker' | 'employer';
      message: string;
      created_at: string;
      language: components['schemas']['Language'];
    };
    SubscriberInput: {
      'Footer-Email': components['schemas']['RequiredEmailText'];
      language?: components['schemas']['Language'];
      website?: components['schemas']['Honeypot'];
    };
    Subscriber: {
      id: number;
      email: string;
      created_at: string;
      /**
       * @description Whether the address confirmed its subscription (only confirmed addresses get job alerts)
       * @enum {string}
       */
      state: 'unconfirmed' | 'confirmed';
      /** @description When the address was confirmed (UTC), or null */
      confirmed_at: string | null;
      language: components['schemas']['Language'];
    };
    /** Format: uri */
    EmbedUrl: string;
    /** Format: uri */
    ProfileUrl: string;
    /** @description The street lines, city and state of the agency's address in one language's script */
    AgencyAddressText: {
      lines?: string[];
      city?: string;
      state?: string;
    };
    Agency: {
      name: string;
      phones?: string[];
      /** @description An international number, e.g. `+91 98250 41736` */
      whatsapp?: string;
      email?: components['schemas']['EmailText'];
      address?: {
        lines?: string[];
        city?: string;
        state?: string;
        postalCode?: string;
        /** @description ISO 3166-1 alpha-2, e.g. `IN` */
        countryCode?: string;
        /** @description The address in the script of the Gujarati and Hindi pages (`gu`, `hi`); each part left out shows the one above, in Latin letters */
        translations?: {
          gu?: components['schemas']['AgencyAddressText'];
          hi?: components['schemas']['AgencyAddressText'];
        };
      };
      /** @description A Google Maps embed URL (`https://www.google.com/maps/embed?...`) */
      mapUrl?: components['schemas']['EmbedUrl'];
      /** @description Google Maps street-view embed URLs */
      streetViewUrls?: components['schemas']['EmbedUrl'][];
      /** @description Profile pages */
      social?: {
        facebook?: components['schemas']['ProfileUrl'];
        instagram?: components['schemas']['ProfileUrl'];
        linkedin?: components['schemas']['ProfileUrl'];
        youtube?: components['schemas']['ProfileUrl'];
        x?: components['schemas']['ProfileUrl'];
      };
      /** @description Embeddable feed URLs (Facebook page plugin, Instagram embed, YouTube nocookie embed) */
      feeds?: {
        facebook?: components['schemas']['EmbedUrl'];
        instagram?: components['schemas']['EmbedUrl'];
        youtube?: components['schemas']['EmbedUrl'];
      };
      /** @description Udyam (MSME) registration number */
      msmeNumber?: string;
      /** @description Registration certificate of a recruiting agent under the Emigration Act, 1983 */
      emigrationCertificate?: {
        number: string;
        /** Format: date */
        validUntil?: string;
      };
    };
  };
  responses: {
    /** @description The request is invalid (the message says why), or the record already exists */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Message'];
      };
    };
    /** @description No live staff session, or wrong credentials on login */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Message'];
      };
    };
    /** @description A state-changing request from another origin, or a staff role the operation's `x-roles` does not list */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Message'];
      };
    };
    /** @description No such record */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Message'];
      };
    };
    /** @description An uploaded file is over its size limit (the `x-max-bytes` of its schema) */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Message'];
      };
    };
    /** @description The body's content type is not one this operation accepts */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Message'];
      };
    };
    /** @description Too many attempts; try again later */
    TooManyRequests: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Message'];
      };
    };
  };
  parameters: {
    /** @description The calendar month (India) `YYYY-MM` */
    RegisterMonth: string;
    /** @description `csv` (the default) or `xlsx` */
    RegisterFormat: 'csv' | 'xlsx';
    /** @description The record's numeric id, written in plain digits */
    Id: number;
    /** @description The secret of the subscriber's links (from the e-mail) */
    SubscriberToken: string;
    /** @description The language of the page (the subscriber's; links in Gujarati and Hindi mail carry it). A known token's page is in its subscriber's language whatever this says; an unknown token's page is in this one (English without it). */
    SubscriberLanguage: components['schemas']['Language'];
    /** @description Only applications in this status */
    StatusFilter: components['schemas']['ApplicationStatus'];
    /** @description Only applications for this job */
    JobFilter: number;
    /** @description Only applications for this client's requirements (jobs) */
    ClientFilter: number;
    /** @description Only applications for jobs this staff member owns now */
    OwnerFilter: number;
    /** @description Only entries of people whose name contains this (any case) */
    AuditPerson: components['schemas']['ShortText'];
    /** @description Only entries of this action */
    AuditActionFilter: components['schemas']['AuditAction'];
    /** @description Only entries from this day on (UTC) */
    AuditFrom: components['schemas']['CalendarDate'];
    /** @description Only entries up to this day (UTC, included) */
    AuditTo: components['schemas']['CalendarDate'];
    /** @description Only entries whose person's name, summary or address contains this (any case) */
    AuditSearch: components['schemas']['ShortText'];
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginInput'];
      };
    };
    responses: {
      /** @description The password is right; the code step follows (the `signin` cookie is set) */
      202: {
        headers: {
          /** @description The sign-in challenge cookie */
          'Set-Cookie'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignInStep'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  verifySignInCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SignInCode'];
      };
    };
    responses: {
      /** @description Signed in; the `sid` cookie is set */
      200: {
        headers: {
          /** @description The session cookie */
          'Set-Cookie'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionUser'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  enrolSecondFactor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SignInCode'];
      };
    };
    responses: {
      /** @description Enrolled and signed in; the `sid` cookie is set */
      200: {
        headers: {
          /** @description The session cookie */
          'Set-Cookie'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EnrolledSession'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordResetRequest'];
      };
    };
    responses: {
      /** @description The same answer for every address */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordReset'];
      };
    };
    responses: {
      /** @description The password is changed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getMyAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The account */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyAccount'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordChange'];
      };
    };
    responses: {
      /** @description The password is changed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  endMyOtherSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ended */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  endMySession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ended */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  regenerateRecoveryCodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SignInCode'];
      };
    };
    responses: {
      /** @description The new codes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecoveryCodes'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      403: components['responses']['Forbidden'];
    };
  };
  getCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in user */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionUser'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getServerNotices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The notices */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ServerNotices'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listJobs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The jobs */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Job'][];
          };
        };
      };
      429: components['responses']['TooManyRequests'];
    };
  };
  listManagedJobs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The jobs */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ManagedJob'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getManagedJob: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The job */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ManagedJob'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listJobOwners: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The people */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JobOwner'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listJobTitles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The jobs' titles */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JobTitle'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listJobsByCategory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        category: components['schemas']['Category'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The jobs of that category */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Job'][];
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  searchJobs: {
    parameters: {
      query?: {
        /** @description Only jobs of this category */
        category?: components['schemas']['Category'];
        /** @description Only jobs in this country (ISO 3166-1 alpha-2 code, upper case) */
        country?: string;
        /** @description Only jobs in this city (the same name, any letter case) */
        city?: string;
        /** @description Only jobs of this employment type */
        type?: components['schemas']['EmploymentType'];
        /** @description Only jobs whose salary reaches this amount */
        minSalary?: number;
        /** @description Only jobs whose salary starts at or below this amount */
        maxSalary?: number;
        /** @description Only jobs created within this many days */
        posted?: 1 | 7 | 30;
        /** @description The page, 1-based (1 when absent) */
        page?: number;
        /** @description Jobs a page, 20 when absent; 0 answers the total and the facets only (the home page's search form) */
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the matching jobs, their total and the facets */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobSearchAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  createJob: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['JobCreateInput'];
      };
    };
    responses: {
      /** @description The created job */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  getJob: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The job */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  updateJob: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['JobUpdateInput'];
      };
    };
    responses: {
      /** @description The updated job */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  deleteJob: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listClients: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The clients */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Client'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createClient: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ClientInput'];
      };
    };
    responses: {
      /** @description The client */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  getClient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The client */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateClient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ClientInput'];
      };
    };
    responses: {
      /** @description The client */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  deleteClient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listShortlists: {
    parameters: {
      query: {
        /** @description The job (requirement) */
        job_id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The shortlists */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Shortlist'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createShortlist: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ShortlistInput'];
      };
    };
    responses: {
      /** @description The shortlist with its link, shown once */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShortlistCreated'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  revokeShortlist: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The shortlist, revoked */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Shortlist'];
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listBlogPosts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The blog posts */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BlogPost'][];
          };
        };
      };
      429: components['responses']['TooManyRequests'];
    };
  };
  createBlogPost: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['BlogCreateInput'];
      };
    };
    responses: {
      /** @description The created post */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BlogEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  getBlogPost: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The post */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BlogEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  updateBlogPost: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['BlogUpdateInput'];
      };
    };
    responses: {
      /** @description The updated post */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BlogEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  deleteBlogPost: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listTeamMembers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The team members */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TeamMember'][];
          };
        };
      };
      429: components['responses']['TooManyRequests'];
    };
  };
  createTeamMember: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['TeamCreateInput'];
      };
    };
    responses: {
      /** @description The added member */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  getTeamMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The member */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  updateTeamMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['TeamUpdateInput'];
      };
    };
    responses: {
      /** @description The updated member */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  deleteTeamMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  createApplication: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['ApplicationInput'];
      };
    };
    responses: {
      /** @description Application received */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationReceived'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  checkApplicationStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ApplicationStatusQuery'];
      };
    };
    responses: {
      /** @description The application */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ApplicationStatusAnswer'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  withdrawApplication: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ApplicationStatusQuery'];
      };
    };
    responses: {
      /** @description Withdrawn */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: components['schemas']['ApplicationStatusAnswer'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  requestErasure: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ApplicationStatusQuery'];
      };
    };
    responses: {
      /** @description The link is on its way, or the request is with the staff */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErasureRequested'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  confirmErasure: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ErasureConfirmation'];
      };
    };
    responses: {
      /** @description Erased */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listApplications: {
    parameters: {
      query?: {
        /** @description Only applications in this status */
        status?: components['parameters']['StatusFilter'];
        /** @description Only applications for this job */
        job_id?: components['parameters']['JobFilter'];
        /** @description Only applications for jobs this staff member owns now */
        owner_id?: components['parameters']['OwnerFilter'];
        /** @description Only applications for this client's requirements (jobs) */
        client_id?: components['parameters']['ClientFilter'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The applications */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationSummary'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listApplicationsPage: {
    parameters: {
      query?: {
        /** @description Only applications in this status */
        status?: components['parameters']['StatusFilter'];
        /** @description Only applications for this job */
        job_id?: components['parameters']['JobFilter'];
        /** @description Only applications for jobs this staff member owns now */
        owner_id?: components['parameters']['OwnerFilter'];
        /** @description Only applications for this client's requirements (jobs) */
        client_id?: components['parameters']['ClientFilter'];
        /** @description The page, from 1 (default 1) */
        page?: number;
        /** @description Rows per page (default 10) */
        page_size?: number;
        /** @description The column to sort by (default `created_at`, the order of arrival) */
        sort?: components['schemas']['ApplicationSortField'];
        /** @description Ascending or descending (default `desc`) */
        order?: 'asc' | 'desc';
        /** @description Only applications whose searched fields contain this, in any case (see above) */
        q?: components['schemas']['ShortText'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page, and how many applications match */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  exportApplications: {
    parameters: {
      query?: {
        /** @description Only applications in this status */
        status?: components['parameters']['StatusFilter'];
        /** @description Only applications for this job */
        job_id?: components['parameters']['JobFilter'];
        /** @description Only applications for jobs this staff member owns now */
        owner_id?: components['parameters']['OwnerFilter'];
        /** @description Only applications for this client's requirements (jobs) */
        client_id?: components['parameters']['ClientFilter'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  changeApplicationStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StatusChangeInput'];
      };
    };
    responses: {
      /** @description Moved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatusChangeResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  eraseCandidate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EraseCandidateInput'];
      };
    };
    responses: {
      /** @description Erased */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErasureResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  previewCandidateErasure: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The counts */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ErasurePreview'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listErasureRequests: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The requests */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ErasureRequest'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  eraseRequestedCandidate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Erased */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErasureResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  dismissErasureRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Dismissed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getApplicationHistory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The history */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatusEvent'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listApplicationNotes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The notes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ApplicationNote'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  addApplicationNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NoteInput'];
      };
    };
    responses: {
      /** @description Saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: components['schemas']['ApplicationNote'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  setApplicationChannel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChannelInput'];
      };
    };
    responses: {
      /** @description Saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  recordEmployerConsent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmployerConsentInput'];
      };
    };
    responses: {
      /** @description Recorded */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  getApplication: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The application */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ApplicationDetail'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getApplicationCandidateProfile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The profile, or null */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CandidateProfile'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getCandidateProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description What fills the form */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CandidateProfilePrefill'];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteApplication: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listEnquiries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The enquiries */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Enquiry'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createEnquiry: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EnquiryInput'];
      };
    };
    responses: {
      /** @description Enquiry received */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteEnquiry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listSubscribers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The subscribers */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Subscriber'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createSubscriber: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubscriberInput'];
      };
    };
    responses: {
      /** @description Subscribed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  showConfirmSubscription: {
    parameters: {
      query: {
        /** @description The secret of the subscriber's links (from the e-mail) */
        token: components['parameters']['SubscriberToken'];
        /** @description The language of the page (the subscriber's; links in Gujarati and Hindi mail carry it). A known token's page is in its subscriber's language whatever this says; an unknown token's page is in this one (English without it). */
        lang?: components['parameters']['SubscriberLanguage'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page with the button, or the page saying the address is confirmed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      400: components['responses']['BadRequest'];
      /** @description The link is not valid (any more) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
    };
  };
  confirmSubscriber: {
    parameters: {
      query: {
        /** @description The secret of the subscriber's links (from the e-mail) */
        token: components['parameters']['SubscriberToken'];
        /** @description The language of the page (the subscriber's; links in Gujarati and Hindi mail carry it). A known token's page is in its subscriber's language whatever this says; an unknown token's page is in this one (English without it). */
        lang?: components['parameters']['SubscriberLanguage'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Confirmed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      /** @description The link is not valid (any more) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
    };
  };
  showUnsubscribe: {
    parameters: {
      query: {
        /** @description The secret of the subscriber's links (from the e-mail) */
        token: components['parameters']['SubscriberToken'];
        /** @description The language of the page (the subscriber's; links in Gujarati and Hindi mail carry it). A known token's page is in its subscriber's language whatever this says; an unknown token's page is in this one (English without it). */
        lang?: components['parameters']['SubscriberLanguage'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page with the button */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      400: components['responses']['BadRequest'];
      /** @description The link is not valid (any more) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
    };
  };
  unsubscribe: {
    parameters: {
      query: {
        /** @description The secret of the subscriber's links (from the e-mail) */
        token: components['parameters']['SubscriberToken'];
        /** @description The language of the page (the subscriber's; links in Gujarati and Hindi mail carry it). A known token's page is in its subscriber's language whatever this says; an unknown token's page is in this one (English without it). */
        lang?: components['parameters']['SubscriberLanguage'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Unsubscribed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      /** @description The link is not valid (any more) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
    };
  };
  deleteSubscriber: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listOutbox: {
    parameters: {
      query?: {
        /** @description Only messages in this state */
        status?: components['schemas']['OutboxStatus'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The messages */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description False when no SMTP server is configured, so messages wait here */
            sending_enabled: boolean;
            data: components['schemas']['OutboxMessage'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listMailTemplates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The templates */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['MailTemplate'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  updateMailTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The status whose message this is */
        status: components['schemas']['ApplicationStatus'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MailTemplateInput'];
      };
    };
    responses: {
      /** @description Saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: components['schemas']['MailTemplate'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  deleteMailTemplateTranslation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The status whose message this is */
        status: components['schemas']['ApplicationStatus'];
        /** @description The translation to remove (`gu` or `hi`) */
        language: components['schemas']['Language'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: components['schemas']['MailTemplate'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listStaff: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The accounts */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StaffMember'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  inviteStaffMember: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StaffInvitation'];
      };
    };
    responses: {
      /** @description Invited; the e-mail is queued */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: components['schemas']['StaffMember'];
            link?: components['schemas']['HandedLink'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  resendStaffInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Queued again */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LinkIssued'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  issueStaffPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The link is queued (and, without a mail transport, shown) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LinkIssued'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  checkInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InvitationToken'];
      };
    };
    responses: {
      /** @description The link can be used */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The invited person's name */
            name: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  acceptInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InvitationAcceptance'];
      };
    };
    responses: {
      /** @description The password is set; the second factor is set up next (the `signin` cookie is set) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationAccepted'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  updateStaffMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StaffUpdate'];
      };
    };
    responses: {
      /** @description Saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: components['schemas']['StaffMember'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  resetStaffSecondFactor: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listAuditEntries: {
    parameters: {
      query?: {
        /** @description Only entries of people whose name contains this (any case) */
        person?: components['parameters']['AuditPerson'];
        /** @description Only entries of this action */
        action?: components['parameters']['AuditActionFilter'];
        /** @description Only entries from this day on (UTC) */
        from?: components['parameters']['AuditFrom'];
        /** @description Only entries up to this day (UTC, included) */
        to?: components['parameters']['AuditTo'];
        /** @description Only entries whose person's name, summary or address contains this (any case) */
        q?: components['parameters']['AuditSearch'];
        /** @description The page, from 1 (default 1) */
        page?: number;
        /** @description Entries per page (default 100) */
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page, and how many entries match */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  exportAuditEntries: {
    parameters: {
      query?: {
        /** @description Only entries of people whose name contains this (any case) */
        person?: components['parameters']['AuditPerson'];
        /** @description Only entries of this action */
        action?: components['parameters']['AuditActionFilter'];
        /** @description Only entries from this day on (UTC) */
        from?: components['parameters']['AuditFrom'];
        /** @description Only entries up to this day (UTC, included) */
        to?: components['parameters']['AuditTo'];
        /** @description Only entries whose person's name, summary or address contains this (any case) */
        q?: components['parameters']['AuditSearch'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getDashboard: {
    parameters: {
      query?: {
        /** @description The first day of the range (`YYYY-MM-DD`) */
        from?: components['schemas']['CalendarDate'];
        /** @description The last day of the range (`YYYY-MM-DD`; default today) */
        to?: components['schemas']['CalendarDate'];
        /** @description Count per day (default) or per week (weeks start on Monday) */
        interval?: components['schemas']['DashboardInterval'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The figures */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Dashboard'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  placeApplication: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlacementInput'];
      };
    };
    responses: {
      /** @description Placed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlacementEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  listPlacements: {
    parameters: {
      query?: {
        /** @description Only this client's placements */
        client_id?: number;
        /** @description Only the placements on this requirement (job) */
        job_id?: number;
        /** @description Only this application's placement */
        application_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The placements */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Placement'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  updatePlacementFee: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlacementFeeInput'];
      };
    };
    responses: {
      /** @description Saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlacementEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  markPlacementLeft: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlacementLeftInput'];
      };
    };
    responses: {
      /** @description Saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlacementEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  listInvoices: {
    parameters: {
      query?: {
        /** @description Only this client's documents */
        client_id?: number;
        /** @description Only the documents of this placement */
        placement_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoices */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Invoice'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InvoiceInput'];
      };
    };
    responses: {
      /** @description Created */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvoiceEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  listBillablePlacements: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The placements */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BillablePlacement'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoice */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Invoice'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InvoiceUpdate'];
      };
    };
    responses: {
      /** @description Saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvoiceEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The invoice is issued (it never changes), or not issued yet where it must be */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  deleteInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The invoice is issued (it never changes), or not issued yet where it must be */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
    };
  };
  issueInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Issued */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvoiceEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The invoice is issued (it never changes), or not issued yet where it must be */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
    };
  };
  createCreditNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreditNoteInput'];
      };
    };
    responses: {
      /** @description The credit note, issued */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvoiceEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The invoice is issued (it never changes), or not issued yet where it must be */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  getInvoicePdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': Blob;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The invoice is issued (it never changes), or not issued yet where it must be */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
    };
  };
  sendInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Queued */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvoiceEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The invoice is issued (it never changes), or not issued yet where it must be */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
    };
  };
  listInvoicePayments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The payments */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['InvoicePayments'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  recordPayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PaymentInput'];
      };
    };
    responses: {
      /** @description Recorded */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['InvoicePayments'];
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The invoice is a draft, a credit note, or already settled */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  reversePayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PaymentReversalInput'];
      };
    };
    responses: {
      /** @description Reversed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['InvoicePayments'];
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The payment was already reversed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  sendPaymentReminder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id, written in plain digits */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Queued */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The invoice is a draft, a credit note, or nothing is due on it */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
    };
  };
  exportInvoiceRegister: {
    parameters: {
      query: {
        /** @description The calendar month (India) `YYYY-MM` */
        month: components['parameters']['RegisterMonth'];
        /** @description `csv` (the default) or `xlsx` */
        format?: components['parameters']['RegisterFormat'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The register */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  exportPayments: {
    parameters: {
      query: {
        /** @description The calendar month (India) `YYYY-MM` */
        month: components['parameters']['RegisterMonth'];
        /** @description `csv` (the default) or `xlsx` */
        format?: components['parameters']['RegisterFormat'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The payments */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  importDeploymentRegister: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterImportInput'];
      };
    };
    responses: {
      /** @description The rows */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RegisterRow'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  getReceivables: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The receivables */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Receivables'];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getClientFigures: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The figures */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ClientFigures'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getAgency: {
    parameters: {
      query?: never;
      header?: {
        'If-None-Match'?: components['schemas']['ShortText'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The agency's details */
      200: {
        headers: {
          /** @description Changes whenever the configuration does */
          ETag?: string;
          /** @description How long browsers may reuse the answer */
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Agency'];
        };
      };
      /** @description The details have not changed since the `If-None-Match` ETag */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      429: components['responses']['TooManyRequests'];
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The server is up */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
      };
    };
  };
  listBackups: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The backups */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BackupOverview'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  runBackup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The backup started */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BackupRun'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description Backups are off, or one is already running */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
    };
  };
  getLiveness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The process is alive */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
      };
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ready */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Readiness'];
        };
      };
      /** @description Not ready (the checks say why) */
      503: {
        headers: {
          /** @description Seconds to wait before asking again */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Readiness'];
        };
      };
    };
  };
  getFile: {
    parameters: {
      query?: {
        /** @description The application whose resume staff open (recorded in the audit trail); ignored for images */
        application?: number;
      };
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': Blob;
          'image/jpeg': Blob;
          'image/webp': Blob;
          'image/gif': Blob;
          'application/pdf': Blob;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
}
