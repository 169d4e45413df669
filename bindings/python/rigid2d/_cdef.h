/* Generated from include/rigid2d/rigid2d.h by bindings/python/tools/gen_cdef.py;
   do not edit: run that script after changing the header. */
#define R2D_VERSION_MAJOR 0
#define R2D_VERSION_MINOR 1
#define R2D_VERSION_PATCH 0
#define R2D_ABI_VERSION 0
#define R2D_MAX_POLYGON_VERTICES 8
#define R2D_MAX_CONCAVE_VERTICES 256

typedef struct r2d_version {
    int32_t major;
    int32_t minor;
    int32_t patch;
    int32_t abi;
} r2d_version;
r2d_version r2d_get_version(void);
typedef enum r2d_status {
    R2D_OK = 0,
    R2D_ERROR_NULL_POINTER = 1,
    R2D_ERROR_INVALID_NUMBER = 2,
    R2D_ERROR_OUT_OF_RANGE = 3,
    R2D_ERROR_INVALID_ID = 4,
    R2D_ERROR_WRONG_WORLD = 5,
    R2D_ERROR_DEGENERATE_POLYGON = 6,
    R2D_ERROR_TOO_MANY_VERTICES = 7,
    R2D_ERROR_SELF_INTERSECTING = 8,
    R2D_ERROR_INVALID_ARGUMENT = 9,
    R2D_ERROR_CAPACITY = 10,
    R2D_ERROR_OUT_OF_MEMORY = 11,
    R2D_ERROR_LOCKED = 12,
    R2D_ERROR_INVALID_OPERATION = 13
} r2d_status;
const char* r2d_status_string(r2d_status status);
const char* r2d_last_error_message(void);
typedef struct r2d_vec2 {
    float x;
    float y;
} r2d_vec2;
typedef struct r2d_aabb {
    r2d_vec2 lower;
    r2d_vec2 upper;
} r2d_aabb;
typedef struct r2d_world_id {
    uint64_t bits;
} r2d_world_id;
typedef struct r2d_body_id {
    uint64_t bits;
} r2d_body_id;
typedef struct r2d_shape_id {
    uint64_t bits;
} r2d_shape_id;
typedef struct r2d_joint_id {
    uint64_t bits;
} r2d_joint_id;
typedef struct r2d_chain_id {
    uint64_t bits;
} r2d_chain_id;
typedef enum r2d_body_type {
    R2D_BODY_STATIC = 0,
    R2D_BODY_KINEMATIC = 1,
    R2D_BODY_DYNAMIC = 2
} r2d_body_type;
typedef enum r2d_shape_type {
    R2D_SHAPE_CIRCLE = 0,
    R2D_SHAPE_CAPSULE = 1,
    R2D_SHAPE_SEGMENT = 2,
    R2D_SHAPE_POLYGON = 3,
    R2D_SHAPE_CHAIN_SEGMENT = 4
} r2d_shape_type;
typedef void (*r2d_task_fn)(int32_t start, int32_t end, uint32_t worker_index, void* task_context);
typedef void* (*r2d_enqueue_task_fn)(r2d_task_fn task, int32_t item_count, int32_t min_range, void* task_context,
void* user_context);
typedef void (*r2d_finish_task_fn)(void* user_task, void* user_context);
typedef struct r2d_world_def {
    uint32_t struct_size;
    r2d_vec2 gravity;
    int32_t substep_count;
    float contact_hertz;
    float contact_damping_ratio;
    float contact_push_max_speed;
    float restitution_threshold;
    bool enable_sleep;
    float time_to_sleep;
    float sleep_speed;
    float hit_event_threshold;
    int32_t worker_count;
    r2d_enqueue_task_fn enqueue_task;
    r2d_finish_task_fn finish_task;
    void* user_task_context;
} r2d_world_def;
r2d_world_def r2d_world_def_default(void);
r2d_status r2d_world_create(const r2d_world_def* def, r2d_world_id* out_world);
r2d_status r2d_world_destroy(r2d_world_id world);
r2d_status r2d_world_step(r2d_world_id world, float time_step);
r2d_status r2d_worlds_step(const r2d_world_id* worlds, int32_t count, float time_step, int32_t thread_count);
typedef struct r2d_step_profile {
    float step;
    float pairs;
    float collide;
    float prepare;
    float substeps;
    float store;
    float finalize;
    float continuous;
    float sleep;
    float sensors;
} r2d_step_profile;
r2d_status r2d_world_get_profile(r2d_world_id world, r2d_step_profile* out_profile);
r2d_status r2d_world_get_worker_count(r2d_world_id world, int32_t* out_worker_count);
r2d_status r2d_world_get_gravity(r2d_world_id world, r2d_vec2* out_gravity);
r2d_status r2d_world_set_gravity(r2d_world_id world, r2d_vec2 gravity);
r2d_status r2d_world_set_substep_count(r2d_world_id world, int32_t substep_count);
r2d_status r2d_world_enable_sleeping(r2d_world_id world, bool enable);
r2d_status r2d_world_get_body_count(r2d_world_id world, int32_t* out_count);
r2d_status r2d_world_get_awake_body_count(r2d_world_id world, int32_t* out_count);
r2d_status r2d_world_get_shape_count(r2d_world_id world, int32_t* out_count);
r2d_status r2d_world_get_contact_count(r2d_world_id world, int32_t* out_count);
typedef struct r2d_body_def {
    uint32_t struct_size;
    int32_t type;
    r2d_vec2 position;
    float angle;
    r2d_vec2 linear_velocity;
    float angular_velocity;
    float linear_damping;
    float angular_damping;
    float gravity_scale;
    bool fixed_rotation;
    bool allow_sleep;
    bool awake;
    uint64_t user_data;
} r2d_body_def;
r2d_body_def r2d_body_def_default(void);
r2d_status r2d_body_create(r2d_world_id world, const r2d_body_def* def, r2d_body_id* out_body);
r2d_status r2d_body_destroy(r2d_body_id body);
r2d_status r2d_body_get_world(r2d_body_id body, r2d_world_id* out_world);
r2d_status r2d_body_get_type(r2d_body_id body, r2d_body_type* out_type);
r2d_status r2d_body_get_position(r2d_body_id body, r2d_vec2* out_position);
r2d_status r2d_body_get_angle(r2d_body_id body, float* out_angle);
r2d_status r2d_body_set_transform(r2d_body_id body, r2d_vec2 position, float angle);
r2d_status r2d_body_get_linear_velocity(r2d_body_id body, r2d_vec2* out_velocity);
r2d_status r2d_body_set_linear_velocity(r2d_body_id body, r2d_vec2 velocity);
r2d_status r2d_body_get_angular_velocity(r2d_body_id body, float* out_velocity);
r2d_status r2d_body_set_angular_velocity(r2d_body_id body, float velocity);
r2d_status r2d_body_apply_force(r2d_body_id body, r2d_vec2 force, r2d_vec2 point, bool wake);
r2d_status r2d_body_apply_force_to_center(r2d_body_id body, r2d_vec2 force, bool wake);
r2d_status r2d_body_apply_torque(r2d_body_id body, float torque, bool wake);
r2d_status r2d_body_apply_linear_impulse(r2d_body_id body, r2d_vec2 impulse, r2d_vec2 point, bool wake);
r2d_status r2d_body_apply_linear_impulse_to_center(r2d_body_id body, r2d_vec2 impulse, bool wake);
r2d_status r2d_body_apply_angular_impulse(r2d_body_id body, float impulse, bool wake);
r2d_status r2d_body_get_mass(r2d_body_id body, float* out_mass);
r2d_status r2d_body_get_rotational_inertia(r2d_body_id body, float* out_inertia);
r2d_status r2d_body_get_local_center_of_mass(r2d_body_id body, r2d_vec2* out_center);
r2d_status r2d_body_get_world_center_of_mass(r2d_body_id body, r2d_vec2* out_center);
r2d_status r2d_body_is_awake(r2d_body_id body, bool* out_awake);
r2d_status r2d_body_set_awake(r2d_body_id body, bool awake);
r2d_status r2d_body_get_user_data(r2d_body_id body, uint64_t* out_user_data);
r2d_status r2d_body_set_user_data(r2d_body_id body, uint64_t user_data);
r2d_status r2d_body_get_shape_count(r2d_body_id body, int32_t* out_count);
r2d_status r2d_body_get_shapes(r2d_body_id body, r2d_shape_id* out_shapes, int32_t capacity,
int32_t* out_count);
typedef struct r2d_filter {
    uint64_t category_bits;
    uint64_t mask_bits;
    int32_t group_index;
} r2d_filter;
typedef struct r2d_shape_def {
    uint32_t struct_size;
    float density;
    float static_friction;
    float dynamic_friction;
    float restitution;
    r2d_filter filter;
    bool enable_contact_events;
    uint64_t user_data;
    bool is_sensor;
    bool enable_sensor_events;
    bool enable_hit_events;
} r2d_shape_def;
r2d_shape_def r2d_shape_def_default(void);
typedef struct r2d_circle {
    r2d_vec2 center;
    float radius;
} r2d_circle;
typedef struct r2d_capsule {
    r2d_vec2 center1;
    r2d_vec2 center2;
    float radius;
} r2d_capsule;
typedef struct r2d_segment {
    r2d_vec2 point1;
    r2d_vec2 point2;
} r2d_segment;
typedef struct r2d_box {
    r2d_vec2 half_extents;
    r2d_vec2 center;
    float angle;
} r2d_box;
r2d_status r2d_shape_create_circle(r2d_body_id body, const r2d_shape_def* def, const r2d_circle* circle,
r2d_shape_id* out_shape);
r2d_status r2d_shape_create_capsule(r2d_body_id body, const r2d_shape_def* def, const r2d_capsule* capsule,
r2d_shape_id* out_shape);
r2d_status r2d_shape_create_segment(r2d_body_id body, const r2d_shape_def* def, const r2d_segment* segment,
r2d_shape_id* out_shape);
r2d_status r2d_shape_create_box(r2d_body_id body, const r2d_shape_def* def, const r2d_box* box,
r2d_shape_id* out_shape);
r2d_status r2d_shape_create_polygon(r2d_body_id body, const r2d_shape_def* def, const r2d_vec2* points,
int32_t count, r2d_shape_id* out_shape);
r2d_status r2d_shape_create_concave_polygon(r2d_body_id body, const r2d_shape_def* def,
const r2d_vec2* points, int32_t count, r2d_shape_id* out_shapes,
int32_t capacity, int32_t* out_count);
r2d_status r2d_polygon_validate(const r2d_vec2* points, int32_t count);
r2d_status r2d_concave_polygon_validate(const r2d_vec2* points, int32_t count, int32_t* out_piece_count);
r2d_status r2d_shape_destroy(r2d_shape_id shape);
r2d_status r2d_shape_get_body(r2d_shape_id shape, r2d_body_id* out_body);
r2d_status r2d_shape_get_type(r2d_shape_id shape, r2d_shape_type* out_type);
r2d_status r2d_shape_get_aabb(r2d_shape_id shape, r2d_aabb* out_aabb);
r2d_status r2d_shape_get_filter(r2d_shape_id shape, r2d_filter* out_filter);
r2d_status r2d_shape_set_filter(r2d_shape_id shape, r2d_filter filter);
r2d_status r2d_shape_get_user_data(r2d_shape_id shape, uint64_t* out_user_data);
r2d_status r2d_shape_set_user_data(r2d_shape_id shape, uint64_t user_data);
r2d_status r2d_shape_get_geometry(r2d_shape_id shape, r2d_vec2* out_points, int32_t capacity,
int32_t* out_count, float* out_radius);
typedef struct r2d_manifold_point {
    r2d_vec2 point;
    float separation;
    float normal_impulse;
    float tangent_impulse;
    uint32_t id;
} r2d_manifold_point;
typedef struct r2d_contact_data {
    r2d_shape_id shape_a;
    r2d_shape_id shape_b;
    r2d_body_id body_a;
    r2d_body_id body_b;
    r2d_vec2 normal;
    int32_t point_count;
    r2d_manifold_point points[2];
} r2d_contact_data;
r2d_status r2d_world_get_contacts(r2d_world_id world, r2d_contact_data* out_contacts, int32_t capacity,
int32_t* out_count);
r2d_status r2d_body_get_contact_count(r2d_body_id body, int32_t* out_count);
r2d_status r2d_body_get_contacts(r2d_body_id body, r2d_contact_data* out_contacts, int32_t capacity,
int32_t* out_count);
typedef struct r2d_contact_begin_event {
    r2d_shape_id shape_a;
    r2d_shape_id shape_b;
} r2d_contact_begin_event;
typedef struct r2d_contact_end_event {
    r2d_shape_id shape_a;
    r2d_shape_id shape_b;
} r2d_contact_end_event;
r2d_status r2d_world_get_contact_event_counts(r2d_world_id world, int32_t* out_begin_count,
int32_t* out_end_count);
r2d_status r2d_world_get_contact_begin_events(r2d_world_id world, r2d_contact_begin_event* out_events,
int32_t capacity, int32_t* out_count);
r2d_status r2d_world_get_contact_end_events(r2d_world_id world, r2d_contact_end_event* out_events,
int32_t capacity, int32_t* out_count);
typedef enum r2d_joint_type {
    R2D_JOINT_REVOLUTE = 0,
    R2D_JOINT_PRISMATIC = 1,
    R2D_JOINT_DISTANCE = 2,
    R2D_JOINT_WELD = 3,
    R2D_JOINT_WHEEL = 4,
    R2D_JOINT_MOTOR = 5,
    R2D_JOINT_MOUSE = 6
} r2d_joint_type;
typedef struct r2d_joint_base_def {
    r2d_body_id body_a;
    r2d_body_id body_b;
    r2d_vec2 local_anchor_a;
    r2d_vec2 local_anchor_b;
    bool collide_connected;
    uint64_t user_data;
} r2d_joint_base_def;
typedef struct r2d_revolute_joint_def {
    uint32_t struct_size;
    r2d_joint_base_def base;
    float reference_angle;
    bool enable_limit;
    float lower_angle;
    float upper_angle;
    bool enable_motor;
    float motor_speed;
    float max_motor_torque;
    bool enable_spring;
    float hertz;
    float damping_ratio;
} r2d_revolute_joint_def;
typedef struct r2d_prismatic_joint_def {
    uint32_t struct_size;
    r2d_joint_base_def base;
    r2d_vec2 local_axis_a;
    float reference_angle;
    bool enable_limit;
    float lower_translation;
    float upper_translation;
    bool enable_motor;
    float motor_speed;
    float max_motor_force;
    bool enable_spring;
    float hertz;
    float damping_ratio;
} r2d_prismatic_joint_def;
typedef struct r2d_distance_joint_def {
    uint32_t struct_size;
    r2d_joint_base_def base;
    float length;
    bool enable_spring;
    float hertz;
    float damping_ratio;
    bool enable_limit;
    float min_length;
    float max_length;
    bool enable_motor;
    float motor_speed;
    float max_motor_force;
} r2d_distance_joint_def;
typedef struct r2d_weld_joint_def {
    uint32_t struct_size;
    r2d_joint_base_def base;
    float reference_angle;
    float linear_hertz;
    float linear_damping_ratio;
    float angular_hertz;
    float angular_damping_ratio;
} r2d_weld_joint_def;
typedef struct r2d_wheel_joint_def {
    uint32_t struct_size;
    r2d_joint_base_def base;
    r2d_vec2 local_axis_a;
    bool enable_spring;
    float hertz;
    float damping_ratio;
    bool enable_limit;
    float lower_translation;
    float upper_translation;
    bool enable_motor;
    float motor_speed;
    float max_motor_torque;
} r2d_wheel_joint_def;
typedef struct r2d_motor_joint_def {
    uint32_t struct_size;
    r2d_joint_base_def base;
    r2d_vec2 linear_offset;
    float angular_offset;
    float max_force;
    float max_torque;
    float correction_factor;
} r2d_motor_joint_def;
typedef struct r2d_mouse_joint_def {
    uint32_t struct_size;
    r2d_joint_base_def base;
    r2d_vec2 target;
    float hertz;
    float damping_ratio;
    float max_force;
} r2d_mouse_joint_def;
r2d_revolute_joint_def r2d_revolute_joint_def_default(void);
r2d_prismatic_joint_def r2d_prismatic_joint_def_default(void);
r2d_distance_joint_def r2d_distance_joint_def_default(void);
r2d_weld_joint_def r2d_weld_joint_def_default(void);
r2d_wheel_joint_def r2d_wheel_joint_def_default(void);
r2d_motor_joint_def r2d_motor_joint_def_default(void);
r2d_mouse_joint_def r2d_mouse_joint_def_default(void);
r2d_status r2d_joint_create_revolute(r2d_world_id world, const r2d_revolute_joint_def* def,
r2d_joint_id* out_joint);
r2d_status r2d_joint_create_prismatic(r2d_world_id world, const r2d_prismatic_joint_def* def,
r2d_joint_id* out_joint);
r2d_status r2d_joint_create_distance(r2d_world_id world, const r2d_distance_joint_def* def,
r2d_joint_id* out_joint);
r2d_status r2d_joint_create_weld(r2d_world_id world, const r2d_weld_joint_def* def, r2d_joint_id* out_joint);
r2d_status r2d_joint_create_wheel(r2d_world_id world, const r2d_wheel_joint_def* def,
r2d_joint_id* out_joint);
r2d_status r2d_joint_create_motor(r2d_world_id world, const r2d_motor_joint_def* def,
r2d_joint_id* out_joint);
r2d_status r2d_joint_create_mouse(r2d_world_id world, const r2d_mouse_joint_def* def,
r2d_joint_id* out_joint);
r2d_status r2d_joint_destroy(r2d_joint_id joint);
r2d_status r2d_joint_get_type(r2d_joint_id joint, r2d_joint_type* out_type);
r2d_status r2d_joint_get_world(r2d_joint_id joint, r2d_world_id* out_world);
r2d_status r2d_joint_get_body_a(r2d_joint_id joint, r2d_body_id* out_body);
r2d_status r2d_joint_get_body_b(r2d_joint_id joint, r2d_body_id* out_body);
r2d_status r2d_joint_get_local_anchor_a(r2d_joint_id joint, r2d_vec2* out_anchor);
r2d_status r2d_joint_get_local_anchor_b(r2d_joint_id joint, r2d_vec2* out_anchor);
r2d_status r2d_joint_get_collide_connected(r2d_joint_id joint, bool* out_collide);
r2d_status r2d_joint_set_collide_connected(r2d_joint_id joint, bool collide);
r2d_status r2d_joint_get_user_data(r2d_joint_id joint, uint64_t* out_user_data);
r2d_status r2d_joint_set_user_data(r2d_joint_id joint, uint64_t user_data);
r2d_status r2d_joint_get_constraint_force(r2d_joint_id joint, r2d_vec2* out_force);
r2d_status r2d_joint_get_constraint_torque(r2d_joint_id joint, float* out_torque);
r2d_status r2d_joint_enable_spring(r2d_joint_id joint, bool enable);
r2d_status r2d_joint_is_spring_enabled(r2d_joint_id joint, bool* out_enabled);
r2d_status r2d_joint_set_spring(r2d_joint_id joint, float hertz, float damping_ratio);
r2d_status r2d_joint_get_spring(r2d_joint_id joint, float* out_hertz, float* out_damping_ratio);
r2d_status r2d_joint_enable_limit(r2d_joint_id joint, bool enable);
r2d_status r2d_joint_is_limit_enabled(r2d_joint_id joint, bool* out_enabled);
r2d_status r2d_joint_set_limits(r2d_joint_id joint, float lower, float upper);
r2d_status r2d_joint_get_limits(r2d_joint_id joint, float* out_lower, float* out_upper);
r2d_status r2d_joint_enable_motor(r2d_joint_id joint, bool enable);
r2d_status r2d_joint_is_motor_enabled(r2d_joint_id joint, bool* out_enabled);
r2d_status r2d_joint_set_motor_speed(r2d_joint_id joint, float speed);
r2d_status r2d_joint_get_motor_speed(r2d_joint_id joint, float* out_speed);
r2d_status r2d_joint_set_max_motor_effort(r2d_joint_id joint, float max_effort);
r2d_status r2d_joint_get_max_motor_effort(r2d_joint_id joint, float* out_max_effort);
r2d_status r2d_joint_get_motor_effort(r2d_joint_id joint, float* out_effort);
r2d_status r2d_joint_get_position(r2d_joint_id joint, float* out_position);
r2d_status r2d_joint_get_speed(r2d_joint_id joint, float* out_speed);
r2d_status r2d_distance_joint_set_length(r2d_joint_id joint, float length);
r2d_status r2d_distance_joint_get_length(r2d_joint_id joint, float* out_length);
r2d_status r2d_weld_joint_set_linear_spring(r2d_joint_id joint, float hertz, float damping_ratio);
r2d_status r2d_weld_joint_get_linear_spring(r2d_joint_id joint, float* out_hertz,
float* out_damping_ratio);
r2d_status r2d_weld_joint_set_angular_spring(r2d_joint_id joint, float hertz, float damping_ratio);
r2d_status r2d_weld_joint_get_angular_spring(r2d_joint_id joint, float* out_hertz,
float* out_damping_ratio);
r2d_status r2d_motor_joint_set_linear_offset(r2d_joint_id joint, r2d_vec2 offset);
r2d_status r2d_motor_joint_get_linear_offset(r2d_joint_id joint, r2d_vec2* out_offset);
r2d_status r2d_motor_joint_set_angular_offset(r2d_joint_id joint, float offset);
r2d_status r2d_motor_joint_get_angular_offset(r2d_joint_id joint, float* out_offset);
r2d_status r2d_motor_joint_set_max_force(r2d_joint_id joint, float max_force);
r2d_status r2d_motor_joint_get_max_force(r2d_joint_id joint, float* out_max_force);
r2d_status r2d_motor_joint_set_max_torque(r2d_joint_id joint, float max_torque);
r2d_status r2d_motor_joint_get_max_torque(r2d_joint_id joint, float* out_max_torque);
r2d_status r2d_motor_joint_set_correction_factor(r2d_joint_id joint, float factor);
r2d_status r2d_motor_joint_get_correction_factor(r2d_joint_id joint, float* out_factor);
r2d_status r2d_mouse_joint_set_target(r2d_joint_id joint, r2d_vec2 target);
r2d_status r2d_mouse_joint_get_target(r2d_joint_id joint, r2d_vec2* out_target);
r2d_status r2d_mouse_joint_set_max_force(r2d_joint_id joint, float max_force);
r2d_status r2d_mouse_joint_get_max_force(r2d_joint_id joint, float* out_max_force);
r2d_status r2d_world_get_joint_count(r2d_world_id world, int32_t* out_count);
r2d_status r2d_body_get_joint_count(r2d_body_id body, int32_t* out_count);
r2d_status r2d_body_get_joints(r2d_body_id body, r2d_joint_id* out_joints, int32_t capacity,
int32_t* out_count);
r2d_status r2d_world_get_bodies(r2d_world_id world, r2d_body_id* out_bodies, int32_t capacity,
int32_t* out_count);
r2d_status r2d_world_get_body_states(r2d_world_id world, r2d_vec2* out_positions, float* out_angles,
r2d_vec2* out_linear_velocities, float* out_angular_velocities,
int32_t capacity, int32_t* out_count);
r2d_status r2d_world_set_body_velocities(r2d_world_id world, const r2d_body_id* bodies,
const r2d_vec2* linear_velocities,
const float* angular_velocities, int32_t count);
r2d_status r2d_world_get_snapshot_size(r2d_world_id world, size_t* out_size);
r2d_status r2d_world_save_snapshot(r2d_world_id world, void* buffer, size_t capacity, size_t* out_written);
r2d_status r2d_world_restore_snapshot(r2d_world_id world, const void* buffer, size_t size);
r2d_status r2d_world_get_serialized_size(r2d_world_id world, size_t* out_size);
r2d_status r2d_world_serialize(r2d_world_id world, void* buffer, size_t capacity, size_t* out_written);
r2d_status r2d_world_deserialize(const r2d_world_def* def, const void* buffer, size_t size,
r2d_world_id* out_world);
typedef struct r2d_debug_draw {
    uint32_t struct_size;
    void (*draw_polygon)(const r2d_vec2* vertices, int32_t count, uint32_t color, void* context);
    void (*draw_solid_polygon)(const r2d_vec2* vertices, int32_t count, uint32_t color, void* context);
    void (*draw_circle)(r2d_vec2 center, float radius, uint32_t color, void* context);
    void (*draw_solid_circle)(r2d_vec2 center, float radius, r2d_vec2 axis, uint32_t color, void* context);
    void (*draw_solid_capsule)(r2d_vec2 center1, r2d_vec2 center2, float radius, uint32_t color, void* context);
    void (*draw_segment)(r2d_vec2 point1, r2d_vec2 point2, uint32_t color, void* context);
    void (*draw_point)(r2d_vec2 point, float size, uint32_t color, void* context);
    void* context;
    bool draw_shapes;
    bool draw_aabbs;
    bool draw_contacts;
    bool draw_contact_normals;
    bool draw_mass;
    uint32_t color_static;
    uint32_t color_kinematic;
    uint32_t color_dynamic;
    uint32_t color_sleeping;
    uint32_t color_contact;
    uint32_t color_normal;
    uint32_t color_aabb;
    uint32_t color_mass;
    bool draw_joints;
    uint32_t color_joint;
} r2d_debug_draw;
r2d_debug_draw r2d_debug_draw_default(void);
r2d_status r2d_world_draw(r2d_world_id world, const r2d_debug_draw* draw);
typedef struct r2d_contact_hit_event {
    r2d_shape_id shape_a;
    r2d_shape_id shape_b;
    r2d_vec2 point;
    r2d_vec2 normal;
    float approach_speed;
} r2d_contact_hit_event;
r2d_status r2d_world_get_contact_hit_event_count(r2d_world_id world, int32_t* out_count);
r2d_status r2d_world_get_contact_hit_events(r2d_world_id world, r2d_contact_hit_event* out_events,
int32_t capacity, int32_t* out_count);
typedef bool (*r2d_custom_filter_fn)(r2d_shape_id shape_a, r2d_shape_id shape_b, void* context);
typedef bool (*r2d_pre_solve_fn)(const r2d_contact_data* contact, void* context);
r2d_status r2d_world_set_custom_filter_callback(r2d_world_id world, r2d_custom_filter_fn callback,
void* context);
r2d_status r2d_world_set_pre_solve_callback(r2d_world_id world, r2d_pre_solve_fn callback, void* context);
typedef struct r2d_sensor_event {
    r2d_shape_id sensor;
    r2d_shape_id visitor;
} r2d_sensor_event;
r2d_status r2d_world_get_sensor_event_counts(r2d_world_id world, int32_t* out_begin_count,
int32_t* out_end_count);
r2d_status r2d_world_get_sensor_begin_events(r2d_world_id world, r2d_sensor_event* out_events,
int32_t capacity, int32_t* out_count);
r2d_status r2d_world_get_sensor_end_events(r2d_world_id world, r2d_sensor_event* out_events,
int32_t capacity, int32_t* out_count);
typedef struct r2d_query_filter {
    uint64_t category_bits;
    uint64_t mask_bits;
} r2d_query_filter;
r2d_query_filter r2d_query_filter_default(void);
typedef struct r2d_ray_hit {
    r2d_shape_id shape;
    r2d_vec2 point;
    r2d_vec2 normal;
    float fraction;
} r2d_ray_hit;
r2d_status r2d_world_ray_cast_closest(r2d_world_id world, r2d_vec2 origin, r2d_vec2 translation,
r2d_query_filter filter, r2d_ray_hit* out_hit, bool* out_found);
typedef float (*r2d_ray_cast_fn)(const r2d_ray_hit* hit, void* context);
r2d_status r2d_world_ray_cast(r2d_world_id world, r2d_vec2 origin, r2d_vec2 translation,
r2d_query_filter filter, r2d_ray_cast_fn callback, void* context);
typedef bool (*r2d_shape_query_fn)(r2d_shape_id shape, void* context);
r2d_status r2d_world_overlap_aabb(r2d_world_id world, r2d_aabb aabb, r2d_query_filter filter,
r2d_shape_query_fn callback, void* context);
r2d_status r2d_world_overlap_point(r2d_world_id world, r2d_vec2 point, r2d_query_filter filter,
r2d_shape_query_fn callback, void* context);
r2d_status r2d_world_get_shapes_in_aabb(r2d_world_id world, r2d_aabb aabb, r2d_query_filter filter,
r2d_shape_id* out_shapes, int32_t capacity, int32_t* out_count);
r2d_status r2d_world_get_shapes_at_point(r2d_world_id world, r2d_vec2 point, r2d_query_filter filter,
r2d_shape_id* out_shapes, int32_t capacity, int32_t* out_count);
r2d_status r2d_shape_ray_cast(r2d_shape_id shape, r2d_vec2 origin, r2d_vec2 translation,
r2d_ray_hit* out_hit, bool* out_found);
r2d_status r2d_shape_test_point(r2d_shape_id shape, r2d_vec2 point, bool* out_inside);
typedef struct r2d_shape_proxy {
    r2d_vec2 points[8];
    int32_t count;
    float radius;
    r2d_vec2 position;
    float angle;
} r2d_shape_proxy;
r2d_status r2d_world_cast_shape(r2d_world_id world, const r2d_shape_proxy* proxy, r2d_vec2 translation,
r2d_query_filter filter, r2d_ray_hit* out_hit, bool* out_found);
r2d_status r2d_world_cast_shape_each(r2d_world_id world, const r2d_shape_proxy* proxy, r2d_vec2 translation,
r2d_query_filter filter, r2d_ray_cast_fn callback, void* context);
r2d_status r2d_world_overlap_shape(r2d_world_id world, const r2d_shape_proxy* proxy, r2d_query_filter filter,
r2d_shape_query_fn callback, void* context);
r2d_status r2d_world_get_shapes_overlapping(r2d_world_id world, const r2d_shape_proxy* proxy,
r2d_query_filter filter, r2d_shape_id* out_shapes,
int32_t capacity, int32_t* out_count);
typedef struct r2d_distance_result {
    r2d_vec2 point_a;
    r2d_vec2 point_b;
    r2d_vec2 normal;
    float distance;
} r2d_distance_result;
r2d_status r2d_shape_get_closest_points(r2d_shape_id shape_a, r2d_shape_id shape_b,
r2d_distance_result* out_result);
r2d_status r2d_world_get_substep_count(r2d_world_id world, int32_t* out_substep_count);
r2d_status r2d_world_get_contact_hertz(r2d_world_id world, float* out_hertz);
r2d_status r2d_world_set_contact_hertz(r2d_world_id world, float hertz);
r2d_status r2d_world_get_contact_damping_ratio(r2d_world_id world, float* out_damping_ratio);
r2d_status r2d_world_set_contact_damping_ratio(r2d_world_id world, float damping_ratio);
r2d_status r2d_world_get_contact_push_max_speed(r2d_world_id world, float* out_speed);
r2d_status r2d_world_set_contact_push_max_speed(r2d_world_id world, float speed);
r2d_status r2d_world_get_restitution_threshold(r2d_world_id world, float* out_speed);
r2d_status r2d_world_set_restitution_threshold(r2d_world_id world, float speed);
r2d_status r2d_world_get_hit_event_threshold(r2d_world_id world, float* out_speed);
r2d_status r2d_world_set_hit_event_threshold(r2d_world_id world, float speed);
r2d_status r2d_world_get_max_linear_speed(r2d_world_id world, float* out_speed);
r2d_status r2d_world_set_max_linear_speed(r2d_world_id world, float speed);
r2d_status r2d_world_enable_continuous(r2d_world_id world, bool enable);
r2d_status r2d_world_is_continuous_enabled(r2d_world_id world, bool* out_enabled);
r2d_status r2d_body_set_type(r2d_body_id body, r2d_body_type type);
r2d_status r2d_body_get_linear_damping(r2d_body_id body, float* out_damping);
r2d_status r2d_body_set_linear_damping(r2d_body_id body, float damping);
r2d_status r2d_body_get_angular_damping(r2d_body_id body, float* out_damping);
r2d_status r2d_body_set_angular_damping(r2d_body_id body, float damping);
r2d_status r2d_body_get_gravity_scale(r2d_body_id body, float* out_scale);
r2d_status r2d_body_set_gravity_scale(r2d_body_id body, float scale);
r2d_status r2d_body_is_bullet(r2d_body_id body, bool* out_bullet);
r2d_status r2d_body_set_bullet(r2d_body_id body, bool bullet);
r2d_status r2d_body_is_fixed_rotation(r2d_body_id body, bool* out_fixed);
r2d_status r2d_body_set_fixed_rotation(r2d_body_id body, bool fixed);
r2d_status r2d_body_is_enabled(r2d_body_id body, bool* out_enabled);
r2d_status r2d_body_set_enabled(r2d_body_id body, bool enabled);
typedef struct r2d_mass_data {
    float mass;
    r2d_vec2 center;
    float rotational_inertia;
} r2d_mass_data;
r2d_status r2d_body_get_mass_data(r2d_body_id body, r2d_mass_data* out_mass_data);
r2d_status r2d_body_set_mass_data(r2d_body_id body, r2d_mass_data mass_data);
r2d_status r2d_body_reset_mass_data(r2d_body_id body);
r2d_status r2d_shape_get_friction(r2d_shape_id shape, float* out_static_friction,
float* out_dynamic_friction);
r2d_status r2d_shape_set_friction(r2d_shape_id shape, float static_friction, float dynamic_friction);
r2d_status r2d_shape_get_restitution(r2d_shape_id shape, float* out_restitution);
r2d_status r2d_shape_set_restitution(r2d_shape_id shape, float restitution);
r2d_status r2d_shape_get_density(r2d_shape_id shape, float* out_density);
r2d_status r2d_shape_set_density(r2d_shape_id shape, float density);
r2d_status r2d_shape_is_sensor(r2d_shape_id shape, bool* out_sensor);
r2d_status r2d_shape_set_sensor(r2d_shape_id shape, bool sensor);
r2d_status r2d_shape_get_contact_events(r2d_shape_id shape, bool* out_enabled);
r2d_status r2d_shape_set_contact_events(r2d_shape_id shape, bool enabled);
r2d_status r2d_shape_get_sensor_events(r2d_shape_id shape, bool* out_enabled);
r2d_status r2d_shape_set_sensor_events(r2d_shape_id shape, bool enabled);
r2d_status r2d_shape_get_hit_events(r2d_shape_id shape, bool* out_enabled);
r2d_status r2d_shape_set_hit_events(r2d_shape_id shape, bool enabled);
typedef struct r2d_surface_material {
    float static_friction;
    float dynamic_friction;
    float restitution;
} r2d_surface_material;
typedef struct r2d_chain_def {
    uint32_t struct_size;
    const r2d_vec2* points;
    int32_t count;
    bool loop;
    r2d_surface_material material;
    const r2d_surface_material* materials;
    int32_t material_count;
    r2d_filter filter;
    uint64_t user_data;
    bool enable_contact_events;
    bool enable_sensor_events;
    bool enable_hit_events;
} r2d_chain_def;
r2d_chain_def r2d_chain_def_default(void);
r2d_status r2d_chain_create(r2d_body_id body, const r2d_chain_def* def, r2d_chain_id* out_chain);
r2d_status r2d_chain_destroy(r2d_chain_id chain);
bool r2d_chain_is_valid(r2d_chain_id chain);
r2d_status r2d_chain_get_body(r2d_chain_id chain, r2d_body_id* out_body);
r2d_status r2d_chain_get_segment_count(r2d_chain_id chain, int32_t* out_count);
r2d_status r2d_chain_get_segments(r2d_chain_id chain, r2d_shape_id* out_shapes, int32_t capacity,
int32_t* out_count);
r2d_status r2d_chain_set_friction(r2d_chain_id chain, float static_friction, float dynamic_friction);
r2d_status r2d_chain_set_restitution(r2d_chain_id chain, float restitution);
r2d_status r2d_shape_get_chain(r2d_shape_id shape, r2d_chain_id* out_chain);
typedef struct r2d_chain_segment {
    r2d_segment segment;
    r2d_vec2 ghost1;
    r2d_vec2 ghost2;
} r2d_chain_segment;
r2d_status r2d_shape_get_chain_segment(r2d_shape_id shape, r2d_chain_segment* out_chain_segment);
