Feature: Aloe Alchemist: its ability triggers when it becomes plotted, not when it is cast from exile
  Aloe Alchemist {1}{G} — Creature — Plant Warlock 3/2: Trample. When this card becomes plotted, target creature
  gets +3/+2 and gains trample until end of turn. Plot {1}{G}.

  Ruling: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions). CR 702.170a-c (plotting exiles the card and it becomes plotted), 603.2 (the event triggers the
  ability), 603.3d (targets are chosen as the ability is put on the stack), 702.170d (the later cast is a cast,
  not a plotting).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice's library, from the top, is Forest, Forest and Forest
    And Bob's library, from the top, is Mountain, Mountain and Mountain
    And Alice controls Grizzly Bears
    And Alice has Aloe Alchemist in her hand
    And Alice has {G}{C} in her mana pool

  @ruling:82a1fdbf5c38 @cr:702.170c @cr:603.2 @cr:603.3d
  Rule: Becoming plotted triggers it, with its target chosen then; casting it from exile later doesn't
    Aloe Alchemist's triggered ability triggers when it becomes plotted, not when you cast it from exile. You
    choose the target as the ability is put onto the stack.

    @id:otj-aloe-alchemist-triggers-when-plotted
    Scenario: Alice plots Aloe Alchemist: its ability targets Grizzly Bears, which gets +3/+2
      Given Alice will choose Grizzly Bears as targets
      When Alice plots Aloe Alchemist from her hand
      Then the triggered abilities put on the stack are 1 from Aloe Alchemist
      When all players pass priority until the stack is empty
      Then Grizzly Bears is 5/4

    @id:otj-aloe-alchemist-no-trigger-when-cast-from-exile
    Scenario: On her next turn Alice casts the plotted Aloe Alchemist from exile: nothing triggers
      Given Alice will choose Grizzly Bears as targets
      When Alice plots Aloe Alchemist from her hand
      And all players pass priority until the stack is empty
      And the game advances to Bob's precombat main phase
      And the game advances to Alice's precombat main phase
      And Alice casts Aloe Alchemist from exile
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Alice controls Aloe Alchemist
      And Grizzly Bears is 2/2
