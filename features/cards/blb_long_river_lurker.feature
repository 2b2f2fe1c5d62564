Feature: Long River Lurker: ward, ward for other Frogs, and a creature exiled and returned after combat damage
  Long River Lurker {2}{U} — Creature — Frog Scout 2/3: Ward {1}. Other Frogs you control have ward {1}. When this
  creature enters, target creature you control can't be blocked this turn. Whenever that creature deals combat
  damage this turn, you may exile it. If you do, return it to the battlefield under its owner's control.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 400.7 (the returned card is a new object: no counters, no effects, its Auras go to the
  graveyard, 704.5m, its Equipment stays on the battlefield unattached, 704.5n), 111.7 and 704.5d (a token that
  left the battlefield can't come back), 603.7 (a delayed triggered ability), 509.1b, 702.21a. Holy Strength is
  an Aura; Slab Hammer an Equipment; Mistbreath Elder a Frog.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Long River Lurker in her hand
    And Alice has {U}{C}{C} in her mana pool

  @ruling:f041bae3a1c9 @cr:400.7 @cr:704.5m @cr:704.5n
  Rule: The returned creature is a new object: counters gone, Auras to the graveyard, Equipment unattached
    Once the exiled permanent returns, it's considered a new object with no relation to the object that it
    was. Auras attached to the exiled permanent will be put into their owners' graveyards. Equipment attached
    to the exiled permanent will become unattached and remain on the battlefield. Any counters on the exiled
    permanent will cease to exist.

    @id:blb-long-river-lurker-returns-new-object
    Scenario: Grizzly Bears with two +1/+1 counters, Holy Strength and Slab Hammer deals combat damage and is exiled and returned
      Given Alice controls Grizzly Bears (with 2 +1/+1 counters), Holy Strength (attached to Grizzly Bears) and Slab Hammer (attached to Grizzly Bears)
      And Alice will choose Grizzly Bears as targets
      And Alice will answer the "you may" choices with yes
      When Alice casts Long River Lurker from her hand
      And all players pass priority until the stack is empty
      And Alice attacks with Grizzly Bears
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Alice controls Grizzly Bears
      And Grizzly Bears has 0 +1/+1 counters
      And Alice has Holy Strength in her graveyard
      And Slab Hammer is attached to nothing
      And Grizzly Bears is untapped

    @id:blb-long-river-lurker-declined-keeps-everything
    Scenario: Alice declines to exile Grizzly Bears: it keeps its counters, Holy Strength and Slab Hammer
      Given Alice controls Grizzly Bears (with 2 +1/+1 counters), Holy Strength (attached to Grizzly Bears) and Slab Hammer (attached to Grizzly Bears)
      And Alice will choose Grizzly Bears as targets
      And Alice will answer the "you may" choices with no
      When Alice casts Long River Lurker from her hand
      And all players pass priority until the stack is empty
      And Alice attacks with Grizzly Bears
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Grizzly Bears has 2 +1/+1 counters
      And Holy Strength is attached to Grizzly Bears
      And Slab Hammer is attached to Grizzly Bears

  @ruling:c6fed29ffa80 @cr:111.7 @cr:704.5d
  Rule: A token exiled this way ceases to exist
    If a token is exiled this way, it will cease to exist and won't return to the battlefield.

    @id:blb-long-river-lurker-token-gone
    Scenario: Alice's Rabbit token deals combat damage and is exiled: it doesn't return
      Given Alice controls Rabbit
      And Alice will choose Rabbit as targets
      And Alice will answer the "you may" choices with yes
      When Alice casts Long River Lurker from her hand
      And all players pass priority until the stack is empty
      And Alice attacks with Rabbit
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 19
      And Alice controls no Rabbit
      And no Rabbit is in exile

    @id:blb-long-river-lurker-token-kept
    Scenario: Alice declines: the Rabbit token stays on the battlefield
      Given Alice controls Rabbit
      And Alice will choose Rabbit as targets
      And Alice will answer the "you may" choices with no
      When Alice casts Long River Lurker from her hand
      And all players pass priority until the stack is empty
      And Alice attacks with Rabbit
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Alice controls Rabbit

  @cr:702.21a @cr:613.1f
  Rule: Other Frogs Alice controls have ward {1}; her other creatures don't
    CR 702.21a and 613.1f: "Other Frogs you control have ward {1}" grants each of them an instance of ward.

    @id:blb-long-river-lurker-frog-ward
    Scenario: Bob's Unsummon on Alice's Mistbreath Elder, a Frog, triggers ward; Bob can't pay and Unsummon is countered
      Given Alice controls Long River Lurker and Mistbreath Elder
      And it is Bob's precombat main phase
      And Bob has Unsummon in his hand
      And Bob has {U} in his mana pool
      And Bob will choose Mistbreath Elder as targets
      When Bob casts Unsummon from his hand
      And all players pass priority until the stack is empty
      Then Alice controls Mistbreath Elder

    @id:blb-long-river-lurker-nonfrog-no-ward
    Scenario: Bob's Unsummon on Alice's Grizzly Bears, no Frog, triggers nothing and returns it
      Given Alice controls Long River Lurker and Grizzly Bears
      And it is Bob's precombat main phase
      And Bob has Unsummon in his hand
      And Bob has {U} in his mana pool
      And Bob will choose Grizzly Bears as targets
      When Bob casts Unsummon from his hand
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Alice has Grizzly Bears in her hand
