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
     * @description Checks the e-mail and password and sets an httpOnly `sid` session cookie. Rate-limited per IP and per e-mail.
     */
    post: operations['login'];
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
  '/job': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * All jobs
     * @description Every job, newest first.
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
  '/job/category/{category}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Jobs of one category
     * @description The jobs of category `1` (International) or `2` (Domestic), newest first. The body is the list itself.
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
     * @description Creates a job from multipart form data. The logo must be a PNG, JPEG, WebP or GIF image of at most 5 MB. A job with the same title, category and location already existing answers 400.
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
        /** @description The record's numeric id */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /**
     * One job
     * @description The job with this id.
     */
    get: operations['getJob'];
    /**
     * Update a job
     * @description Replaces the job's fields from multipart form data. The logo is optional; when sent it replaces the old one, which is then deleted.
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
        /** @description The record's numeric id */
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
     * @description Creates a blog post from multipart form data. The photo must be a PNG, JPEG, WebP or GIF image of at most 5 MB. A post with the same title already existing answers 400.
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
        /** @description The record's numeric id */
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
     * @description Replaces the post's fields from multipart form data. The photo is optional; when sent it replaces the old one, which is then deleted.
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
        /** @description The record's numeric id */
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
     * @description Adds a team member from multipart form data. The photo must be a PNG, JPEG, WebP or GIF image of at most 5 MB. A member with the same name and position already existing answers 400.
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
        /** @description The record's numeric id */
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
        /** @description The record's numeric id */
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
     * @description A job seeker applies for a job with a PDF resume of at most 10 MB. Rate-limited per IP. The `website` field is a honeypot that people never fill; a submission with it filled is answered like a success and not stored.
     */
    post: operations['createApplication'];
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
     * @description Every received application, newest first. The body is the list itself.
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
  '/applications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id */
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
  '/applications/delete/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id */
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
        /** @description The record's numeric id */
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
     * Subscribe to the newsletter
     * @description Stores an e-mail address from the footer form. Subscribing an address twice is answered like the first time and stores it once. Rate-limited per IP; `website` is a honeypot.
     */
    post: operations['createSubscriber'];
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
        /** @description The record's numeric id */
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
  '/files/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A stored image or resume
     * @description Serves a stored file by its content-addressed name with its own Content-Type and `X-Content-Type-Options nosniff`. Images are public and cached for a year; resumes need a staff session and are never cached.
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
    Message: {
      /** @description A sentence a person understands */
      message: string;
    };
    /**
     * @description `1` = International, `2` = Domestic
     * @enum {string}
     */
    Category: '1' | '2';
    /** @description HTML from the rich-text editor; sanitised on every write */
    RichText: string;
    /** @description Left empty by people; a filled value marks the submission as automated */
    Honeypot: string;
    LoginInput: {
      /** Format: email */
      email: string;
      password: string;
    };
    UserData: {
      id: number;
      name: string;
      email: string;
      role: string;
    };
    SessionUser: {
      userdata: components['schemas']['UserData'];
      /** @description The user's role; `admin` for administrators */
      roll: string;
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
    };
    JobEnvelope: {
      data: components['schemas']['Job'];
      message?: string;
    };
    JobCreateInput: {
      title: string;
      location: string;
      salary: string;
      career_level: string;
      experience: string;
      qualification: string;
      category: components['schemas']['Category'];
      description?: components['schemas']['RichText'];
      /**
       * Format: binary
       * @description PNG, JPEG, WebP or GIF, at most 5 MB
       */
      logo: Blob;
    };
    JobUpdateInput: {
      title: string;
      location: string;
      salary: string;
      career_level: string;
      experience: string;
      qualification: string;
      category: components['schemas']['Category'];
      description?: components['schemas']['RichText'];
      /**
       * Format: binary
       * @description PNG, JPEG, WebP or GIF, at most 5 MB
       */
      logo?: Blob;
    };
    BlogPost: {
      id: number;
      title: string;
      description: string;
      /** @description Path of the photo under the API base */
      photo: string;
      /** @description `YYYY-MM-DD HH:MM:SS` (UTC) */
      created_at: string;
    };
    BlogEnvelope: {
      data: components['schemas']['BlogPost'];
      message?: string;
    };
    BlogCreateInput: {
      title: string;
      description?: components['schemas']['RichText'];
      /**
       * Format: binary
       * @description PNG, JPEG, WebP or GIF, at most 5 MB
       */
      photo: Blob;
    };
    BlogUpdateInput: {
      title: string;
      description?: components['schemas']['RichText'];
      /**
       * Format: binary
       * @description PNG, JPEG, WebP or GIF, at most 5 MB
       */
      photo?: Blob;
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
      name: string;
      position?: string;
      description?: string;
      /**
       * Format: binary
       * @description PNG, JPEG, WebP or GIF, at most 5 MB
       */
      photo: Blob;
    };
    TeamUpdateInput: {
      name: string;
      position?: string;
      description?: string;
      /**
       * Format: binary
       * @description PNG, JPEG, WebP or GIF, at most 5 MB
       */
      photo?: Blob;
    };
    ApplicationInput: {
      job_id: number;
      name?: string;
      email?: string;
      phone?: string;
      /** @enum {string} */
      gender?: '' | 'Male' | 'Female' | 'Other';
      /** @description The title of the job applied for */
      title?: string;
      message?: string;
      /**
       * Format: binary
       * @description PDF, at most 10 MB
       */
      resume: Blob;
      website?: components['schemas']['Honeypot'];
    };
    ApplicationSummary: {
      id: number;
      /** @description The job's logo path, or null when the job has since been deleted */
      logo: string | null;
      /** @description The job's title when the application was made */
      job_title: string;
      name: string;
      email: string;
      phone: string;
      category: components['schemas']['Category'];
      /** @description The job title the applicant typed */
      title: string;
    };
    ApplicationDetail: components['schemas']['ApplicationSummary'] & {
      job_id: number | null;
      career_level: string;
      experience: string;
      gender: string;
      message: string;
      /** @description Path of the PDF resume under the API base (staff only) */
      resume: string | null;
      created_at: string;
    };
    EnquiryInput: {
      name?: string;
      /** Format: email */
      email: string;
      'Phone-no': string;
      /** @enum {string} */
      purpose: 'jobseeker' | 'employer';
      Message?: string;
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
    };
    SubscriberInput: {
      /** Format: email */
      'Footer-Email': string;
      website?: components['schemas']['Honeypot'];
    };
    Subscriber: {
      id: number;
      email: string;
      created_at: string;
    };
    /** Format: uri */
    EmbedUrl: string;
    /** Format: uri */
    ProfileUrl: string;
    Agency: {
      name: string;
      phones?: string[];
      /** @description An international number, e.g. `+91 98250 41736` */
      whatsapp?: string;
      /** Format: email */
      email?: string;
      address?: {
        lines?: string[];
        city?: string;
        state?: string;
        postalCode?: string;
        /** @description ISO 3166-1 alpha-2, e.g. `IN` */
        countryCode?: string;
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
    /** @description A state-changing request from another origin */
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
    /** @description An uploaded file is over its limit (images 5 MB, resumes 10 MB) */
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
    /** @description The record's numeric id */
    Id: number;
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
        /** @description The record's numeric id */
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
        /** @description The record's numeric id */
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
        /** @description The record's numeric id */
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
        /** @description The record's numeric id */
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
        /** @description The record's numeric id */
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
        /** @description The record's numeric id */
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
        /** @description The record's numeric id */
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
        /** @description The record's numeric id */
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
        /** @description The record's numeric id */
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
          'application/json': components['schemas']['Message'];
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
  listApplications: {
    parameters: {
      query?: never;
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
      401: components['responses']['Unauthorized'];
    };
  };
  getApplication: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id */
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
      404: components['responses']['NotFound'];
    };
  };
  deleteApplication: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id */
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
        /** @description The record's numeric id */
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
  deleteSubscriber: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The record's numeric id */
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
  getAgency: {
    parameters: {
      query?: never;
      header?: {
        'If-None-Match'?: string;
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
  getFile: {
    parameters: {
      query?: never;
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
