Feature: Kellan, the Kid: a spell cast from elsewhere than the hand lets you cast a permanent spell from your hand for free, or put a land
  Kellan, the Kid {G}{W}{U} — Legendary Creature — Human Faerie Rogue 3/3: Flying, lifelink. Whenever you
  cast a spell from anywhere other than your hand, you may cast a permanent spell with equal or lesser mana
  value from your hand without paying its mana cost. If you don't, you may put a land card from your hand onto
  the battlefield.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions, KellanTheKid.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 601.2a (the zone a spell is
  cast from: Freestrider Commando, plotted, is cast from exile, 702.170d), 603.3 and 608.1 (the triggered
  ability resolves before the spell), 608.2g (a spell cast while the ability resolves), 118.9 (without paying
  its mana cost), 608.2c ("if you don't").

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Kellan, the Kid
    And Alice has Freestrider Commando, Grizzly Bears and Forest in her hand
    And Alice has {G}{C}{C}{C} in her mana pool
    And Alice's library, from the top, is Lightning Bolt
    And Bob's library, from the top, is Lightning Bolt

  @ruling:7c6b1a086758 @cr:608.1 @cr:608.2g
  Rule: Kellan's ability resolves before the spell that made it trigger
    Kellan's ability resolves before the spell that caused it to trigger.

    @id:otj-kellan-ability-before-spell
    Scenario: Freestrider Commando cast from exile: Grizzly Bears, cast by Kellan's ability, is put on the stack above it
      Given Alice will answer the "you may" choices with yes
      When Alice plots Freestrider Commando from her hand
      And the game advances to Bob's precombat main phase
      And the game advances to Alice's precombat main phase
      And Alice casts Freestrider Commando from exile
      Then the triggered abilities put on the stack are 1 from Kellan, the Kid
      And the stack, from the bottom, holds Freestrider Commando and Kellan, the Kid's triggered ability
      When all players pass priority
      Then the stack, from the bottom, holds Freestrider Commando and Grizzly Bears
      When all players pass priority until the stack is empty
      Then Alice controls Grizzly Bears and Freestrider Commando

    @id:otj-kellan-hand-cast-no-trigger
    Scenario: Grizzly Bears, cast by Kellan's ability, is cast from the hand: Kellan doesn't trigger for it
      Given Alice will answer the "you may" choices with yes
      When Alice plots Freestrider Commando from her hand
      And the game advances to Bob's precombat main phase
      And the game advances to Alice's precombat main phase
      And Alice casts Freestrider Commando from exile
      And all players pass priority
      Then no triggered ability is put on the stack

  @ruling:4b7c35532eee @cr:608.2c
  Rule: Casting a permanent spell this way means no land
    If you cast a permanent spell this way, you don't get to put a land onto the battlefield, even if you
    couldn't cast a spell with equal or lesser mana value.

    The ruling's last clause reads oddly (a spell that couldn't be cast wasn't cast "this way"); read with
    Oracle's "If you don't": once a spell is cast, the land instruction is skipped.

    @id:otj-kellan-cast-spell-no-land
    Scenario: Alice casts Grizzly Bears this way: she isn't offered to put Forest onto the battlefield
      Given Alice will answer the "you may" choices with yes
      When Alice plots Freestrider Commando from her hand
      And the game advances to Bob's precombat main phase
      And the game advances to Alice's precombat main phase
      And Alice casts Freestrider Commando from exile
      And all players pass priority until the stack is empty
      Then Alice controls Grizzly Bears
      And Alice has Forest in her hand

    @id:otj-kellan-decline-spell-put-land
    Scenario: Alice declines to cast Grizzly Bears: she may put Forest onto the battlefield instead
      Given Alice will answer the "you may" choices with no, then yes
      When Alice plots Freestrider Commando from her hand
      And the game advances to Bob's precombat main phase
      And the game advances to Alice's precombat main phase
      And Alice casts Freestrider Commando from exile
      And all players pass priority until the stack is empty
      Then Alice controls Forest
      And Alice has Grizzly Bears in her hand

    @id:otj-kellan-decline-spell-choose-land
    Scenario: Alice declines to cast Grizzly Bears with Forest and Plains in hand: she chooses Plains, and only Plains is put onto the battlefield
      Given Alice has Plains in her hand
      And Alice will answer the "you may" choices with no, then yes
      And Alice will choose Plains to put onto the battlefield
      When Alice plots Freestrider Commando from her hand
      And the game advances to Bob's precombat main phase
      And the game advances to Alice's precombat main phase
      And Alice casts Freestrider Commando from exile
      And all players pass priority until the stack is empty
      Then Alice controls Plains
      And Alice has Forest and Grizzly Bears in her hand
