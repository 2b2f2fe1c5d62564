Feature: Landfall on Chocobo Racetrack and Ambrosia Whiteheart
  Chocobo Racetrack {3}{G}{G} — Artifact: Landfall — Whenever a land you control enters, create a 2/2 green Bird
  creature token with "Whenever a land you control enters, this token gets +1/+0 until end of turn."
  Ambrosia Whiteheart {1}{W} — Legendary Creature — Bird 2/2: Flash. When Ambrosia Whiteheart enters, you may
  return another permanent you control to its owner's hand. Landfall — Whenever a land you control enters,
  Ambrosia Whiteheart gets +1/+0 until end of turn.

  Rulings: shared/data/fin-rulings.json (2025-06-06), one source each (shaggy806/MTG-Engine only, not
  corroborated by a second repository). Landfall is an ability word (207.2c): the trigger is a land entering
  under your control (603.6a), whatever put it there.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:13142a1c4160 @cr:603.6a @cr:207.2c
  Rule: Landfall triggers whenever a land you control enters, for any reason
    A landfall ability triggers whenever a land you control enters for any reason. It triggers whenever you play
    a land, as well as whenever a spell or ability puts a land onto the battlefield under your control. (Wording
    as recorded by shaggy806/MTG-Engine only.)

    @id:racetrack-land-played
    Scenario: Alice plays Forest: Chocobo Racetrack makes a Bird
      Given Alice controls Chocobo Racetrack
      And Alice has Forest in her hand
      When Alice plays Forest from her hand
      Then the triggered abilities put on the stack are 1 from Chocobo Racetrack
      When all players pass priority until the stack is empty
      Then Alice controls 1 Bird

    @id:racetrack-land-put-by-effect
    Scenario: An effect puts Forest onto the battlefield: Chocobo Racetrack triggers all the same
      Given Alice controls Chocobo Racetrack
      And Alice has Forest in her hand
      When an effect puts Forest from Alice's hand onto the battlefield under her control
      Then the triggered abilities put on the stack are 1 from Chocobo Racetrack

    @id:racetrack-opponents-land-no-trigger
    Scenario: A land entering under Bob's control doesn't trigger Alice's Chocobo Racetrack
      Given it is Bob's precombat main phase
      And Alice controls Chocobo Racetrack
      And Bob has Forest in his hand
      When Bob plays Forest from his hand
      Then no triggered ability is put on the stack

    @id:ambrosia-land-played
    Scenario: Alice plays Forest: Ambrosia Whiteheart gets +1/+0
      Given Alice controls Ambrosia Whiteheart
      And Alice has Forest in her hand
      When Alice plays Forest from her hand
      Then the triggered abilities put on the stack are 1 from Ambrosia Whiteheart
      When all players pass priority until the stack is empty
      Then Ambrosia Whiteheart is 3/2

    @id:ambrosia-land-put-by-effect
    Scenario: An effect puts two lands onto the battlefield: Ambrosia Whiteheart triggers twice
      Given Alice controls Ambrosia Whiteheart
      And Alice has Forest and Plains in her hand
      When an effect puts Forest and Plains from Alice's hand onto the battlefield under her control
      Then the triggered abilities put on the stack are 2 from Ambrosia Whiteheart
      When all players pass priority until the stack is empty
      Then Ambrosia Whiteheart is 4/2

  @ruling:7e5f9c02980a @cr:603.6a @cr:603.2
  Rule: A permanent already on the battlefield that becomes a land doesn't trigger landfall
    A landfall ability doesn't trigger if a permanent already on the battlefield becomes a land. (Wording as
    recorded by shaggy806/MTG-Engine only.)

    @id:racetrack-shoopuf-becomes-land-no-trigger
    Scenario: Ride the Shoopuf becomes a creature, so Ashaya makes it a Forest land: Chocobo Racetrack doesn't trigger
      Given Alice controls Chocobo Racetrack, Ashaya, Soul of the Wild and Ride the Shoopuf
      And Alice has {G}{G}{C}{C}{C}{C}{C} in her mana pool
      When Alice activates Ride the Shoopuf's "{5}{G}{G}" ability
      And all players pass priority until the stack is empty
      Then the Ride the Shoopuf Alice controls has card types Enchantment/Creature/Land and subtypes Beast/Forest
      And no triggered ability is put on the stack

    @id:ambrosia-shoopuf-becomes-land-no-trigger
    Scenario: Ride the Shoopuf becomes a Forest land creature: Ambrosia Whiteheart doesn't trigger
      Given Alice controls Ambrosia Whiteheart, Ashaya, Soul of the Wild and Ride the Shoopuf
      And Alice has {G}{G}{C}{C}{C}{C}{C} in her mana pool
      When Alice activates Ride the Shoopuf's "{5}{G}{G}" ability
      And all players pass priority until the stack is empty
      Then the Ride the Shoopuf Alice controls has card types Enchantment/Creature/Land and subtypes Beast/Forest
      And no triggered ability is put on the stack
      And Ambrosia Whiteheart is 2/2

    @id:racetrack-with-ashaya-land-entering-triggers
    Scenario: With Ashaya, a Forest that enters still triggers Chocobo Racetrack
      Given Alice controls Chocobo Racetrack and Ashaya, Soul of the Wild
      And Alice has Forest in her hand
      When Alice plays Forest from her hand
      Then the triggered abilities put on the stack are 1 from Chocobo Racetrack

  @ruling:4c755775b8e7 @cr:603.3b
  Rule: The controller orders the landfall abilities that trigger together
    Whenever a land you control enters, each landfall ability of permanents you control will trigger. You can
    put them on the stack in any order. The last ability you put on the stack will be the first one to resolve.
    As a result, you can have those abilities resolve in the order of your choosing. (Wording as recorded by
    shaggy806/MTG-Engine only.)

    @id:racetrack-landfall-order-racetrack-first
    Scenario: Alice puts Chocobo Racetrack's ability on the stack first: Ambrosia Whiteheart's resolves first
      Given Alice controls Chocobo Racetrack and Ambrosia Whiteheart
      And Alice has Forest in her hand
      And Alice will put her triggered abilities on the stack in the order Chocobo Racetrack, Ambrosia Whiteheart
      When Alice plays Forest from her hand
      Then the stack, from the bottom, holds Chocobo Racetrack's triggered ability and Ambrosia Whiteheart's triggered ability
      When all players pass priority
      Then Ambrosia Whiteheart is 3/2
      And Alice controls no Bird

    @id:racetrack-landfall-order-ambrosia-first
    Scenario: Alice puts Ambrosia Whiteheart's ability on the stack first: the Bird is made first
      Given Alice controls Chocobo Racetrack and Ambrosia Whiteheart
      And Alice has Forest in her hand
      And Alice will put her triggered abilities on the stack in the order Ambrosia Whiteheart, Chocobo Racetrack
      When Alice plays Forest from her hand
      Then the stack, from the bottom, holds Ambrosia Whiteheart's triggered ability and Chocobo Racetrack's triggered ability
      When all players pass priority
      Then Alice controls 1 Bird
      And Ambrosia Whiteheart is 2/2
